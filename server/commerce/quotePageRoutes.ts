import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  BESPOKE_QUOTE_MESSAGES,
  shopperQuoteAnswerSchema,
  shopperQuoteStep,
  statusAfterTerms,
  type ShopperQuoteView,
} from '../../src/commerce/bespokeQuote';
import { orderReference } from '../../src/commerce/afterSales';
import { isOrderHash } from '../../src/commerce/orderHash';
import { ApiError, NotFoundError } from '../../src/errors';
import type { AppContext } from '../context';
import { createQuotesRepository, type QuoteRow } from '../backOffice/quotesRepository';

const hashParams = z.object({
  hash: z.string().refine(isOrderHash, BESPOKE_QUOTE_MESSAGES.notFound),
});

const shopperView = (quote: QuoteRow): ShopperQuoteView => ({
  hash: quote.orderHash,
  reference: orderReference(quote.orderHash),
  step: shopperQuoteStep(quote.status),
  status: quote.status,
  version: quote.version,
  storeName: quote.storeName,
  product: quote.product,
  quantity: quote.quantity,
  description: quote.description,
  price: quote.price,
  currency: quote.currency,
  note: quote.note,
  declineReason: quote.declineReason,
  mockupUrl: quote.mockupUrl,
  termsAcceptedAt: quote.termsAcceptedAt,
  mockupApprovedAt: quote.mockupApprovedAt,
});

/**
 * The shopper's quote page calls (issue 19): read the quote by its order hash (128 random
 * bits, the only key, as on the receipt), accept the terms, approve the mockup. Each answer
 * is a compare and set on the order's version and status; a stale one answers 409 with the
 * quote as it is now (in `quote`, as the after-sales pages carry `order`). The order's status log records the move (with the shopper when signed
 * in); staff read the times on the quote in atlas.
 */
export function registerQuotePageRoutes(app: FastifyInstance, ctx: AppContext): void {
  const quotes = createQuotesRepository(ctx.db);
  const now = () => new Date(ctx.config.clock()).toISOString();

  async function quoteOf(request: FastifyRequest) {
    const { hash } = hashParams.parse(request.params);
    const quote = await quotes.findByHash(ctx.db, hash);
    if (!quote) throw new NotFoundError(BESPOKE_QUOTE_MESSAGES.notFound);
    return quote;
  }

  app.get('/quotes/:hash/', async (request) => ({ quote: shopperView(await quoteOf(request)) }));

  /** Runs one shopper answer from `from` at the version read; 409 with the quote when stale. */
  async function shopperAnswer(
    request: FastifyRequest,
    from: string,
    refusal: string,
    write: (quote: QuoteRow, version: number, at: string) => Promise<boolean>,
  ) {
    const quote = await quoteOf(request);
    const { version } = shopperQuoteAnswerSchema.parse(request.body);
    const current = () => quotes.find(ctx.db, quote.id).then((found) => shopperView(found!));
    if (quote.status !== from) throw new ApiError(refusal, 409, { quote: shopperView(quote) });
    if (!(await write(quote, version, now())))
      throw new ApiError(BESPOKE_QUOTE_MESSAGES.stale, 409, { quote: await current() });
    return { quote: await current() };
  }

  const claimOf = (quote: QuoteRow, request: FastifyRequest, version: number, at: string) => ({
    quoteId: quote.id,
    orderId: quote.orderId,
    version,
    from: [quote.status],
    staffUserId: request.auth.user?.id ?? null,
    at,
  });

  app.post('/quotes/:hash/terms/', async (request) =>
    shopperAnswer(
      request,
      'bespoke_requested_terms',
      BESPOKE_QUOTE_MESSAGES.notTerms,
      (quote, version, at) =>
        ctx.db.transaction().execute((trx) =>
          quotes.acceptTerms(trx, {
            ...claimOf(quote, request, version, at),
            status: statusAfterTerms(quote.mockupUrl),
          }),
        ),
    ),
  );

  app.post('/quotes/:hash/mockup/', async (request) =>
    shopperAnswer(
      request,
      'bespoke_mockup',
      BESPOKE_QUOTE_MESSAGES.notMockup,
      (quote, version, at) =>
        ctx.db.transaction().execute((trx) =>
          quotes.approveMockup(
            trx,
            { ...claimOf(quote, request, version, at), status: 'bespoke_approved' },
            {
              price: quote.price ?? 0,
              product: quote.product,
              quantity: quote.quantity,
              currency: quote.currency,
            },
          ),
        ),
    ),
  );
}
