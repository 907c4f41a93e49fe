import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiError, ConflictError, NotFoundError, ValidationError } from '../../src/errors';
import { int32 } from '../../src/model';
import {
  designPrice,
  designProblem,
  saveDesignRequestSchema,
  studioSku,
  type SavedDesign,
} from '../../src/designs';
import { fontNames } from '../../themes/fontCatalogue';
import { ensureSession } from '../accounts/session';
import { lineKey } from '../basket/basketView';
import { UNAVAILABLE_MESSAGE } from '../basket/routes';
import { basketItemsOf } from '../basket/basketView';
import type { AppContext } from '../context';
import { storeFromRequest } from '../store/storeFromRequest';
import { cleanDocument } from './cleanDocument';
import type { DesignOwner, StoredDesign } from './designsRepository';

/**
 * The design studio's API: save a design (new, or a newer version of one's own; 409 when
 * another tab saved first), read it back, and add it to the basket. Designs belong to the
 * signed-in customer, else to the browser session (adopted at sign-in). CSRF is checked
 * for every POST by the app's hook, like every other route.
 */
export const DESIGN_CONFLICT_MESSAGE = 'This design was saved in another window';
export const DESIGN_NOT_FOUND_MESSAGE = 'This design could not be found';

const divisionRef = z.union([z.string(), z.number()]).nullish();
const addSchema = z.object({
  id: z.string().min(1).max(40),
  quantity: z.coerce.number().pipe(int32.min(1).max(99)).default(1),
  division: divisionRef,
});
const readQuery = z.object({ division: z.string().optional() });
const idParams = z.object({ id: z.string().min(1).max(40) });

export function registerStudioRoutes(app: FastifyInstance, ctx: AppContext): void {
  const sessionDeps = { repos: ctx.repos, sessionTtlMs: ctx.config.sessionTtlMs };
  const { designs } = ctx.repos;

  async function writerOf(
    request: FastifyRequest,
    reply: FastifyReply,
    ref: string | number | null | undefined,
  ): Promise<DesignOwner> {
    const division = await storeFromRequest(ctx, request, ref);
    const session = await ensureSession(request, reply, sessionDeps);
    return {
      divisionId: division.id,
      sessionId: session.publicId,
      customerId: request.auth.user?.id ?? null,
    };
  }

  const answer = (design: StoredDesign): SavedDesign => {
    const priced = designPrice(design.document);
    return {
      id: design.publicId,
      version: design.version,
      document: design.document,
      price: priced?.price ?? 0,
      printCount: priced?.printCount ?? 0,
    };
  };

  app.post('/studio/designs/save/', async (request, reply) => {
    const body = saveDesignRequestSchema.parse(request.body);
    const problem = designProblem(body.document, fontNames);
    if (problem) throw new ValidationError(problem);
    const owner = await writerOf(request, reply, body.division);
    const document = cleanDocument(body.document);
    if (body.id === undefined) {
      const created = await designs.create(randomBytes(12).toString('base64url'), owner, document);
      return { design: answer(created) };
    }
    const current = await designs.findOwned(body.id, owner);
    if (!current) throw new NotFoundError(DESIGN_NOT_FOUND_MESSAGE);
    const updated = await designs.update(body.id, owner, document, body.version ?? 0);
    if (!updated) throw new ConflictError(DESIGN_CONFLICT_MESSAGE, { design: answer(current) });
    return { design: answer(updated) };
  });

  app.get('/studio/designs/:id/', async (request, reply) => {
    const { id } = idParams.parse(request.params);
    const { division } = readQuery.parse(request.query);
    const owner = await writerOf(request, reply, division);
    const design = await designs.findOwned(id, owner);
    if (!design) throw new NotFoundError(DESIGN_NOT_FOUND_MESSAGE);
    return { design: answer(design) };
  });

  /**
   * A saved design into the basket: the line is the store's product of the design's kind
   * in the chosen colour and size, and carries the id of a frozen copy of the design to the
   * order item (later saves in the studio change the shopper's design, not the line's).
   */
  app.post('/studio/designs/addToBasket/', async (request, reply) => {
    const body = addSchema.parse(request.body);
    const owner = await writerOf(request, reply, body.division);
    const design = await designs.findOwned(body.id, owner);
    if (!design) throw new NotFoundError(DESIGN_NOT_FOUND_MESSAGE);
    const { product: kind, colour, size } = design.document;
    const products = await ctx.repos.products.list(owner.divisionId, {
      limit: 200,
      sort: 'bestseller',
      removeDuplicates: false,
    });
    const product = products.find(
      (each) =>
        each.type === kind &&
        each.enabled &&
        each.options.some((option) => option.colourName === colour && option.sizes.includes(size)),
    );
    if (!product) throw new ApiError(UNAVAILABLE_MESSAGE, 400);
    const frozen = await designs.create(
      randomBytes(12).toString('base64url'),
      owner,
      design.document,
    );
    await ctx.repos.baskets.add(owner, 'main', {
      key: lineKey(product.id, colour, size, {}, frozen.publicId),
      productId: product.id,
      colour,
      size,
      quantity: body.quantity,
      // The design makes it a custom product: its SKU goes with the line to the order item.
      bundleOptions: { sku: studioSku(kind, frozen.publicId) },
      designId: frozen.publicId,
      printCount: designPrice(design.document)?.printCount ?? 0,
    });
    const lines = await ctx.repos.baskets.lines(owner, 'main');
    const listed = await ctx.repos.products.findByIds([...new Set(lines.map((l) => l.productId))]);
    return { items: basketItemsOf(lines, listed) };
  });
}
