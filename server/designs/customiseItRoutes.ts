import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { NotFoundError, ValidationError } from '../../src/errors';
import {
  blankDesign,
  CUSTOMISE_IT_MESSAGES,
  customiseItRequestSchema,
  type SellerStudioProduct,
  type StudioStart,
} from '../../src/designs';
import { PRODUCT_MESSAGES } from '../../src/products';
import { ensureSession } from '../accounts/session';
import { assertAccess, divisionNeed, mayAccess } from '../access';
import type { AppContext } from '../context';
import { storeFromRequest } from '../store/storeFromRequest';
import { DESIGN_NOT_FOUND_MESSAGE } from './routes';

/**
 * A product's customiseIt design (spec, product fields): `/studio/{customiseItUrl}/` opens
 * with it. Anyone may read a product's starting design (the product is public); only the
 * store's sellers may set one, from a design they saved in the studio. Setting one stores a
 * frozen copy, so the seller's later saves do not change what shoppers start from.
 */
const urlParams = z.object({ url: z.string().min(1).max(200) });
const divisionQuery = z.object({ division: z.string().optional() });

export function registerCustomiseItRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { designs } = ctx.repos;

  app.get('/studio/start/:url/', async (request): Promise<StudioStart> => {
    const { url } = urlParams.parse(request.params);
    const division = await storeFromRequest(
      ctx,
      request,
      divisionQuery.parse(request.query).division,
    );
    const product = await designs.productByUrl(division.id, url);
    if (!product) throw new NotFoundError(CUSTOMISE_IT_MESSAGES.notFound);
    const design = product.customiseIt ? await designs.findByPublicId(product.customiseIt) : null;
    return {
      document: design?.document ?? blankDesign(product.type, product.defaultColour),
      productName: product.name,
      designed: design !== null,
    };
  });

  /**
   * The store's products a seller may give a starting design; none for anyone else (the
   * studio asks on every visit, so a shopper's answer is an empty list, not an error).
   */
  app.get('/studio/sellerProducts/', async (request) => {
    const division = await storeFromRequest(
      ctx,
      request,
      divisionQuery.parse(request.query).division,
    );
    if (!mayAccess(request.auth, divisionNeed(division.id, 'write', 'store')))
      return { products: [] };
    const products: SellerStudioProduct[] = (await designs.storeProducts(division.id)).map(
      (product) => ({
        id: product.id,
        name: product.name,
        urlName: product.urlName,
        designed: product.customiseIt !== null,
      }),
    );
    return { products };
  });

  app.post('/studio/designs/customiseIt/', async (request, reply) => {
    const body = customiseItRequestSchema.parse(request.body);
    const division = await storeFromRequest(ctx, request, body.division);
    assertAccess(request.auth, divisionNeed(division.id, 'write', 'store'));
    const session = await ensureSession(request, reply, {
      repos: ctx.repos,
      sessionTtlMs: ctx.config.sessionTtlMs,
    });
    const owner = {
      divisionId: division.id,
      sessionId: session.publicId,
      customerId: request.auth.user?.id ?? null,
    };
    const design = await designs.findOwned(body.id, owner);
    if (!design) throw new NotFoundError(DESIGN_NOT_FOUND_MESSAGE);
    const product = (await designs.storeProducts(division.id)).find(
      (each) => each.id === body.productId,
    );
    if (!product) throw new ValidationError(PRODUCT_MESSAGES.notFound);
    const frozen = await designs.create(
      randomBytes(12).toString('base64url'),
      owner,
      design.document,
    );
    await designs.setCustomiseIt(division.id, product.id, frozen.publicId);
    return {
      product: { id: product.id, name: product.name, urlName: product.urlName },
      customiseIt: frozen.publicId,
      message: CUSTOMISE_IT_MESSAGES.saved(product.name),
    };
  });
}
