import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { int32 } from '../../src/model';
import { normaliseBlogTag } from '../../src/rules/blogTag';
import { sanitizeHtml } from '../../src/sanitize';
import type { AppContext } from '../context';
import { queryFlag } from '../http/queryFlag';

const blogQuery = z.object({
  paginate: z.coerce.number().int().min(1).max(100).default(12),
  page: z.coerce.number().pipe(int32.min(1)).default(1),
  divisions: z.union([z.string(), z.number()]).transform((value) =>
    String(value)
      .split(',')
      .map((each) => each.trim())
      .filter(Boolean),
  ),
  lite: queryFlag.default(false),
  /** Only posts with this tag (/blog/tagged/{tag}/). */
  tag: z
    .string()
    .max(200)
    .optional()
    .transform((value) => (value === undefined ? null : normaliseBlogTag(value))),
});

/** Blog posts of one or more stores, a page at a time, optionally of one tag. */
export function registerBlogRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/blog/paginate/', async (request) => {
    const query = blogQuery.parse(request.query);
    const divisions = await Promise.all(
      query.divisions.map((ref) => ctx.repos.divisions.findByRef(ref)),
    );
    const ids = divisions.flatMap((division) => (division ? [division.id] : []));
    const { posts: stored, total } = await ctx.repos.blog.paginate(
      ids,
      query.page,
      query.paginate,
      { withBody: !query.lite, tag: query.tag },
    );
    // Post bodies are seller HTML: sanitised like page HTML before any client sees them.
    const posts = stored.map((post) =>
      post.body === undefined ? post : { ...post, body: sanitizeHtml(post.body) },
    );
    return {
      posts,
      total,
      page: query.page,
      perPage: query.paginate,
      lastPage: Math.max(1, Math.ceil(total / query.paginate)),
    };
  });
}
