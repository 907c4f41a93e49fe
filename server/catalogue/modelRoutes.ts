import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { int32 } from '../../src/model';
import type { AppContext } from '../context';

/**
 * POST /models/fetch/: records of one model by id. `type` is the
 * model name in snake case; `attributes` (when given) picks fields of each record;
 * `relations` are answered inline where the model has them (a product's collections)
 * and otherwise ignored. Only public models are served.
 */
export const MODEL_TYPES = ['product', 'collection', 'blog_post', 'division'] as const;

const bodySchema = z.object({
  type: z.enum(MODEL_TYPES, { error: `type must be one of ${MODEL_TYPES.join(', ')}` }),
  ids: z.array(z.coerce.number().pipe(int32.positive())).min(1).max(100),
  attributes: z.array(z.string().min(1)).optional(),
  relations: z.array(z.string()).optional(),
});

function pick(
  record: Record<string, unknown>,
  attributes: string[] | undefined,
): Record<string, unknown> {
  if (!attributes || attributes.length === 0) return record;
  return Object.fromEntries(
    ['id', ...attributes].filter((key) => key in record).map((key) => [key, record[key]]),
  );
}

export function registerModelRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/models/fetch/', async (request) => {
    const body = bodySchema.parse(request.body);
    const { repos } = ctx;
    let records: Array<Record<string, unknown>>;
    switch (body.type) {
      case 'product':
        records = (await repos.products.findByIds(body.ids)).filter((product) => product.enabled);
        break;
      case 'division': {
        const found = await Promise.all(body.ids.map((id) => repos.divisions.findById(id)));
        records = found.flatMap((division) =>
          division
            ? [
                {
                  id: division.id,
                  name: division.name,
                  code: division.code,
                  logo: division.logo,
                  pro: division.pro,
                  theme: division.theme,
                },
              ]
            : [],
        );
        break;
      }
      case 'collection':
        records = await repos.collections.findByIds(body.ids);
        break;
      case 'blog_post':
        records = await repos.blog.findByIds(body.ids);
        break;
    }
    return { data: records.map((record) => pick(record, body.attributes)) };
  });
}
