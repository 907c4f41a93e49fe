import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { profitPerMonth, type MonthlyProfit } from '../../src/commerce/sellerProfit';
import { sellerPriceFigures, type SellerPriceFigures } from '../../src/commerce/sellerPriceFigures';
import { NotFoundError } from '../../src/errors';
import { PRODUCT_MESSAGES } from '../../src/products';
import { assertAccess, divisionNeed } from '../access';
import type { AppContext } from '../context';
import { divisionFromParam } from '../store/divisionParam';
import { createSellerFiguresRepository } from './repository';

/** Paths the seller's dashboard blocks name in `asyncData` (docs/storefront.md). */
export const PROFIT_PER_MONTH_PATH = '/divisions/:division/figures/profit-per-month/';
export const PRICE_FIGURES_PATH = '/divisions/:division/figures/products/:product/price/';

const divisionParams = z.object({ division: z.string().min(1) });
const productParams = divisionParams.extend({ product: z.string().min(1) });

/**
 * A seller's own figures from their store's orders and products, for the profitPerMonth
 * and priceBreakdown blocks. Only someone who may read the store's dashboard gets them:
 * signed out 401, another store's seller 403.
 */
export function registerSellerFigureRoutes(app: FastifyInstance, ctx: AppContext): void {
  const figures = createSellerFiguresRepository(ctx.db);

  const storeFor = async (auth: Parameters<typeof assertAccess>[0], ref: string) => {
    const division = await divisionFromParam(ctx, ref);
    assertAccess(auth, divisionNeed(division.id, 'read', 'store'));
    return division;
  };

  app.get(PROFIT_PER_MONTH_PATH, async (request): Promise<{ months: MonthlyProfit[] }> => {
    const division = await storeFor(request.auth, divisionParams.parse(request.params).division);
    return { months: profitPerMonth(await figures.soldLines(division.id)) };
  });

  app.get(PRICE_FIGURES_PATH, async (request): Promise<SellerPriceFigures> => {
    const params = productParams.parse(request.params);
    const division = await storeFor(request.auth, params.division);
    const id = Number(params.product);
    const product =
      Number.isInteger(id) && id > 0 ? await figures.productPrice(division.id, id) : null;
    if (!product) throw new NotFoundError(PRODUCT_MESSAGES.notFound);
    // Every catalogue product is standard-rated (vatRate 1), as the checkout charges it.
    return sellerPriceFigures({ ...product, vatRate: 1 });
  });
}
