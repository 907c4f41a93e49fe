import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { int32 } from '../../src/model';
import type { AppContext } from '../context';
import { storeFromRequest } from '../store/storeFromRequest';

/**
 * The store's graphics for the studio: the seller's image library (the dashboard's), newest
 * first, searchable by name, for shoppers to place on their design. The files are already
 * public (the storefront serves them), so anyone on the store may list them; the list says
 * only what placing one needs.
 */
export const GRAPHICS_PER_PAGE = 24;

const graphicsQuery = z.object({
  division: z.string().optional(),
  page: z.coerce.number().pipe(int32.min(1)).default(1),
  searchTerm: z.string().max(200).default(''),
});

export function registerGraphicsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/studio/graphics/', async (request) => {
    const query = graphicsQuery.parse(request.query);
    const division = await storeFromRequest(ctx, request, query.division);
    const { images, total } = await ctx.repos.images.search(division.id, {
      searchTerm: query.searchTerm,
      page: query.page,
      perPage: GRAPHICS_PER_PAGE,
    });
    return {
      graphics: images.map((image) => ({
        id: image.id,
        name: image.name,
        altText: image.altText,
        width: image.width,
        height: image.height,
        thumbnail: image.sizes['256'] ?? image.original,
        url: image.original,
      })),
      total,
      page: query.page,
      perPage: GRAPHICS_PER_PAGE,
    };
  });
}
