import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { NotFoundError } from '../../src/errors';
import { int32, type Product, type ProductSummary } from '../../src/model';
import type { AppContext } from '../context';
import { queryFlag } from '../http/queryFlag';
import { divisionFromParam } from '../store/divisionParam';

/**
 * Catalogue reads: products, product fetch, base product,
 * collections (Instagram media: server/social). Lists answer `{ <name>: [...] }`.
 */
export const PRODUCT_LIMIT_MAX = 100;
export const PRODUCT_LIMIT_DEFAULT = 24;

const productsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(PRODUCT_LIMIT_MAX).default(PRODUCT_LIMIT_DEFAULT),
  collection: z.string().min(1).optional(),
  sort: z.enum(['new-in', 'bestseller']).default('bestseller'),
  removeDuplicates: queryFlag.default(false),
});
const fetchBody = z.object({
  product_ids: z.array(z.coerce.number().pipe(int32.positive())).min(1).max(PRODUCT_LIMIT_MAX),
});
const baseQuery = z.object({ sku: z.string().min(1) });

/** The list card of a product (src/model/catalog.ts productSummarySchema). */
export function productSummaryOf(product: Product): ProductSummary {
  return {
    id: product.id,
    urlName: product.urlName,
    name: product.name,
    image: product.images[0] ?? null,
    price: product.price,
    salePrice: product.salePrice,
    manufacturer: product.manufacturer,
    description: product.description,
    reviews: { count: 0, average: 0 },
  };
}

export function registerCatalogueRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { division: string } }>('/division/:division/products/', async (request) => {
    const division = await divisionFromParam(ctx, request.params.division);
    const query = productsQuery.parse(request.query);
    const products = await ctx.repos.products.list(division.id, {
      limit: query.limit,
      sort: query.sort === 'new-in' ? 'new-in' : 'bestseller',
      removeDuplicates: query.removeDuplicates,
      ...(query.collection ? { collection: query.collection } : {}),
    });
    return { products: products.map(productSummaryOf) };
  });

  // One product of a store by its url name: the storefront's product page (runtime issue 5).
  app.get<{ Params: { division: string; urlName: string } }>(
    '/division/:division/products/:urlName/',
    async (request) => {
      const division = await divisionFromParam(ctx, request.params.division);
      const product = await ctx.repos.products.findByIdOrUrl(division.id, {
        productUrl: request.params.urlName,
      });
      if (!product) throw new NotFoundError('We were unable to find this product');
      return product;
    },
  );

  app.post('/products/fetch/', async (request) => {
    const { product_ids } = fetchBody.parse(request.body);
    return {
      products: (await ctx.repos.products.findByIds(product_ids)).filter(
        (product) => product.enabled,
      ),
    };
  });

  app.get('/products/fetch-base-product/', async (request) => {
    const { sku } = baseQuery.parse(request.query);
    const product = await ctx.repos.products.findBaseBySku(sku);
    if (!product) throw new NotFoundError('We were unable to find this product');
    return product;
  });

  app.get<{ Params: { division: string } }>('/collections/get/:division/', async (request) => {
    const division = await divisionFromParam(ctx, request.params.division);
    return { collections: await ctx.repos.collections.list(division.id) };
  });
}
