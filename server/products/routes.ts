import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ConflictError, NotFoundError, ValidationError } from '../../src/errors';
import {
  BASE_PRODUCTS,
  COLLECTION_MESSAGES,
  collectionInputSchema,
  collectionUpdateSchema,
  PRODUCT_MESSAGES,
  productBulkSchema,
  productInputSchema,
  productQuerySchema,
  productUpdateSchema,
  URL_NAME_MESSAGES,
  type ParsedCollectionInput,
  type ParsedProductInput,
} from '../../src/products';
import { sanitizeHtml } from '../../src/sanitize';
import { assertAccess, divisionNeed } from '../access';
import type { AppContext } from '../context';
import { divisionFromParam } from '../store/divisionParam';
import type { Division } from '../store/divisionsRepository';

type DivisionParams = { division: string };
type ItemParams = { division: string; id: string };

const refuse = (field: string, message: string) =>
  new ValidationError(message, [{ field, message }]);

const idFrom = (text: string): number => {
  const id = Number(text);
  if (!Number.isInteger(id) || id < 1) throw new NotFoundError(PRODUCT_MESSAGES.notFound);
  return id;
};

/**
 * The seller's products and collections (issue 18). Every route names its store and
 * needs the right to change it; the app's CSRF and session hooks run before these.
 * Saves carry the version they were made from: a stale one gets a 409 with the current
 * copy. Every product save goes back to staff as "pending".
 */
export function registerSellerProductRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { sellerProducts, sellerCollections } = ctx.repos;

  async function storeFor(request: FastifyRequest<{ Params: DivisionParams }>, write: boolean) {
    const division = await divisionFromParam(ctx, request.params.division);
    assertAccess(request.auth, divisionNeed(division.id, write ? 'write' : 'read', 'store'));
    return division;
  }

  /** Store-level checks the schema cannot make: unique url name, own collections and products. */
  async function checkProduct(
    division: Division,
    input: ParsedProductInput,
    exceptId?: number,
  ): Promise<ParsedProductInput> {
    if (await sellerProducts.urlNameTaken(division.id, input.urlName, exceptId))
      throw refuse('urlName', URL_NAME_MESSAGES.taken);
    const ownCollections = new Set(
      (await sellerCollections.list(division.id)).map((collection) => collection.id),
    );
    if (input.collections.some((id) => !ownCollections.has(id)))
      throw refuse('collections', COLLECTION_MESSAGES.notFound);
    const crossSells = input.crossSellProducts.filter((id) => id !== exceptId);
    const own = await sellerProducts.ownIds(division.id, crossSells);
    if (own.length !== new Set(crossSells).size)
      throw refuse('crossSellProducts', PRODUCT_MESSAGES.notFound);
    return {
      ...input,
      crossSellProducts: crossSells,
      description: sanitizeHtml(input.description),
    };
  }

  async function checkCollection(
    division: Division,
    input: ParsedCollectionInput,
    exceptId?: number,
  ): Promise<void> {
    if (await sellerCollections.urlNameTaken(division.id, input.urlName, exceptId))
      throw refuse('urlName', URL_NAME_MESSAGES.taken);
    const own = await sellerProducts.ownIds(division.id, input.productIds);
    if (own.length !== new Set(input.productIds).size)
      throw refuse('productIds', PRODUCT_MESSAGES.notFound);
  }

  app.get<{ Params: DivisionParams }>('/divisions/:division/base-products/', async (request) => {
    await storeFor(request, false);
    return { baseProducts: BASE_PRODUCTS };
  });

  app.get<{ Params: DivisionParams }>('/divisions/:division/products/', async (request) => {
    const division = await storeFor(request, false);
    return sellerProducts.list(division.id, productQuerySchema.parse(request.query));
  });

  app.post<{ Params: DivisionParams }>('/divisions/:division/products/', async (request, reply) => {
    const division = await storeFor(request, true);
    const input = await checkProduct(division, productInputSchema.parse(request.body));
    const product = await sellerProducts.create(division.id, input);
    return reply.status(201).send({ product });
  });

  app.post<{ Params: DivisionParams }>('/divisions/:division/products/bulk/', async (request) => {
    const division = await storeFor(request, true);
    const bulk = productBulkSchema.parse(request.body);
    if (
      bulk.collectionId !== undefined &&
      !(await sellerCollections.get(division.id, bulk.collectionId))
    )
      throw refuse('collectionId', COLLECTION_MESSAGES.notFound);
    return { updated: await sellerProducts.bulk(division.id, bulk) };
  });

  app.get<{ Params: ItemParams }>('/divisions/:division/products/:id/', async (request) => {
    const division = await storeFor(request, false);
    const product = await sellerProducts.get(division.id, idFrom(request.params.id));
    if (!product) throw new NotFoundError(PRODUCT_MESSAGES.notFound);
    return { product };
  });

  app.put<{ Params: ItemParams }>('/divisions/:division/products/:id/', async (request) => {
    const division = await storeFor(request, true);
    const id = idFrom(request.params.id);
    const { version, product } = productUpdateSchema.parse(request.body);
    const input = await checkProduct(division, product, id);
    const outcome = await sellerProducts.update(division.id, id, version, input);
    if (outcome.status === 'missing') throw new NotFoundError(PRODUCT_MESSAGES.notFound);
    if (outcome.status === 'conflict')
      throw new ConflictError(PRODUCT_MESSAGES.conflict, { product: outcome.current });
    return { product: outcome.product };
  });

  app.get<{ Params: DivisionParams }>('/divisions/:division/collections/', async (request) => {
    const division = await storeFor(request, false);
    return { collections: await sellerCollections.list(division.id) };
  });

  app.post<{ Params: DivisionParams }>(
    '/divisions/:division/collections/',
    async (request, reply) => {
      const division = await storeFor(request, true);
      const input = collectionInputSchema.parse(request.body);
      await checkCollection(division, input);
      const collection = await sellerCollections.create(division.id, input);
      return reply.status(201).send({ collection });
    },
  );

  app.put<{ Params: ItemParams }>('/divisions/:division/collections/:id/', async (request) => {
    const division = await storeFor(request, true);
    const id = idFrom(request.params.id);
    const { version, collection } = collectionUpdateSchema.parse(request.body);
    await checkCollection(division, collection, id);
    const outcome = await sellerCollections.update(division.id, id, version, collection);
    if (outcome.status === 'missing') throw new NotFoundError(COLLECTION_MESSAGES.notFound);
    if (outcome.status === 'conflict')
      throw new ConflictError(COLLECTION_MESSAGES.conflict, { collection: outcome.current });
    return { collection: outcome.collection };
  });
}
