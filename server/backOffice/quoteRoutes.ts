import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { ATLAS_PAGE_SIZE, idParamsSchema } from '../../src/backOffice';
import {
  BESPOKE_UNPAID_STATUS,
  OPEN_QUOTE_STATUSES,
  QUOTE_MESSAGES,
  isOpenQuote,
  quoteDeclineSchema,
  quoteMockupSchema,
  quoteOrderSchema,
  quoteReplySchema,
  quoteStateOf,
  quotesQuerySchema,
  type QuoteView,
} from '../../src/backOffice/quotes';
import { BESPOKE_QUOTE_MESSAGES, statusAfterMockup } from '../../src/commerce/bespokeQuote';
import { ConflictError, NotFoundError } from '../../src/errors';
import type { AccountMailer } from '../accounts/accountMail';
import type { AppContext } from '../context';
import { storeOriginOf } from '../store/storeHost';
import type { AuditRepository } from './auditRepository';
import { staffOf } from './guard';
import { composeQuoteMail, type QuoteMailKind } from './quoteMail';
import { createQuotesRepository, type QuoteAnswer, type QuoteRow } from './quotesRepository';

interface Deps {
  ctx: AppContext;
  audit: AuditRepository;
  mailer: AccountMailer;
  now: () => string;
}

const quoteView = (quote: QuoteRow): QuoteView => ({ ...quote, state: quoteStateOf(quote.status) });

/**
 * The quote inbox under /atlas/quotes/: list and search, open one, and answer it (reply with
 * a price and note, make it a bespoke order with a pay link, or decline with a reason).
 * Each answer is a compare and set on the quote's order version (409 when stale) written
 * with its audit row in one transaction; the shopper is mailed after it is stored.
 */
export function registerQuoteRoutes(scope: FastifyInstance, deps: Deps): void {
  const { ctx, audit, mailer, now } = deps;
  const quotes = createQuotesRepository(ctx.db);

  scope.get('/quotes/', { config: { atlasPermission: 'quotes.read' } }, async (request) => {
    const query = quotesQuerySchema.parse(request.query);
    const found = await quotes.list(query, ATLAS_PAGE_SIZE + 1, (query.page - 1) * ATLAS_PAGE_SIZE);
    return {
      quotes: found.slice(0, ATLAS_PAGE_SIZE).map(quoteView),
      hasMore: found.length > ATLAS_PAGE_SIZE,
    };
  });

  scope.get('/quotes/:id/', { config: { atlasPermission: 'quotes.read' } }, async (request) => {
    const { id } = idParamsSchema.parse(request.params);
    const quote = await quotes.find(ctx.db, id);
    if (!quote) throw new NotFoundError(QUOTE_MESSAGES.notFound);
    return { quote: quoteView(quote) };
  });

  /** The store's own origin (custom domain, else its subdomain), where the pay page is. */
  async function storeOrigin(request: FastifyRequest, divisionId: number) {
    const store = await ctx.repos.divisions.findById(divisionId);
    if (!store) throw new NotFoundError(QUOTE_MESSAGES.notFound);
    const origin = store.customDomain
      ? `${request.protocol}://${store.customDomain}`
      : storeOriginOf(store.subdomain, request.protocol, request.headers.host);
    return { store, origin };
  }

  /**
   * Runs one answer: reads the quote, checks it is still open, applies `write` at the
   * version read and appends the audit row, all in one transaction; then mails the shopper
   * (a failed mail never undoes the answer: staff see `mailed: false`).
   */
  async function answer(
    request: FastifyRequest,
    action: { name: string; status: string; mail: QuoteMailKind; version: number },
    write: (trx: Transaction<Database>, quote: QuoteRow, claim: QuoteAnswer) => Promise<boolean>,
  ) {
    const { id } = idParamsSchema.parse(request.params);
    const who = staffOf(request);
    const at = now();
    const before = await ctx.db.transaction().execute(async (trx) => {
      const quote = await quotes.find(trx, id);
      if (!quote) throw new NotFoundError(QUOTE_MESSAGES.notFound);
      if (!isOpenQuote(quote.status)) throw new ConflictError(QUOTE_MESSAGES.answered);
      const claim: QuoteAnswer = {
        quoteId: id,
        orderId: quote.orderId,
        version: action.version,
        from: OPEN_QUOTE_STATUSES,
        status: action.status,
        staffUserId: who.user.id,
        at,
      };
      if (!(await write(trx, quote, claim))) throw new ConflictError(QUOTE_MESSAGES.stale);
      const after = (await quotes.find(trx, id))!;
      await audit.append(trx, {
        staffUserId: who.user.id,
        staffEmail: who.user.email,
        action: `quote.${action.name}`,
        subjectType: 'quote',
        subjectId: id,
        before: auditFields(quote),
        after: auditFields(after),
        createdAt: at,
      });
      return quote;
    });
    const quote = (await quotes.find(ctx.db, id))!;
    const { store, origin } = await storeOrigin(request, before.divisionId);
    const link = {
      'quote-order': `${origin}/pay/${quote.orderHash}/`,
      'quote-reply': `${origin}/quote/${quote.orderHash}/`,
      'quote-declined': `${origin}/`,
    }[action.mail];
    let mailed = true;
    try {
      await mailer.send(await composeQuoteMail(action.mail, quote, store, link));
    } catch (error) {
      request.log.error({ err: error, quote: id }, 'quote mail failed');
      mailed = false;
    }
    return { quote: quoteView(quote), mailed };
  }

  scope.post(
    '/quotes/:id/reply/',
    { config: { atlasPermission: 'quotes.answer' } },
    async (request) => {
      const { price, note, mockupUrl, version } = quoteReplySchema.parse(request.body);
      return answer(
        request,
        { name: 'reply', status: 'bespoke_requested_terms', mail: 'quote-reply', version },
        async (trx, _quote, claim) =>
          (await quotes.reply(trx, claim, { price, note })) &&
          (!mockupUrl ||
            quotes.attachMockup(
              trx,
              { ...claim, version: claim.version + 1, from: [claim.status] },
              mockupUrl,
            )),
      );
    },
  );

  scope.post(
    '/quotes/:id/order/',
    { config: { atlasPermission: 'quotes.answer' } },
    async (request) => {
      const { price, note, version } = quoteOrderSchema.parse(request.body);
      return answer(
        request,
        { name: 'order', status: BESPOKE_UNPAID_STATUS, mail: 'quote-order', version },
        (trx, quote, claim) =>
          quotes.order(trx, claim, {
            price,
            note,
            product: quote.product,
            quantity: quote.quantity,
            currency: quote.currency,
          }),
      );
    },
  );

  /**
   * Staff attach (or replace) the mockup until the shopper approved it; a shopper who
   * already accepted the terms then has it to approve. Versioned and audited, no mail.
   */
  scope.post(
    '/quotes/:id/mockup/',
    { config: { atlasPermission: 'quotes.answer' } },
    async (request) => {
      const { id } = idParamsSchema.parse(request.params);
      const { mockupUrl, version } = quoteMockupSchema.parse(request.body);
      const who = staffOf(request);
      const at = now();
      await ctx.db.transaction().execute(async (trx) => {
        const quote = await quotes.find(trx, id);
        if (!quote) throw new NotFoundError(QUOTE_MESSAGES.notFound);
        const status = statusAfterMockup(quote.status);
        if (!status) throw new ConflictError(BESPOKE_QUOTE_MESSAGES.mockupClosed);
        const claim: QuoteAnswer = {
          quoteId: id,
          orderId: quote.orderId,
          version,
          from: [quote.status],
          status,
          staffUserId: who.user.id,
          at,
        };
        if (!(await quotes.attachMockup(trx, claim, mockupUrl)))
          throw new ConflictError(QUOTE_MESSAGES.stale);
        const after = (await quotes.find(trx, id))!;
        await audit.append(trx, {
          staffUserId: who.user.id,
          staffEmail: who.user.email,
          action: 'quote.mockup',
          subjectType: 'quote',
          subjectId: id,
          before: auditFields(quote),
          after: auditFields(after),
          createdAt: at,
        });
      });
      return { quote: quoteView((await quotes.find(ctx.db, id))!) };
    },
  );

  scope.post(
    '/quotes/:id/decline/',
    { config: { atlasPermission: 'quotes.answer' } },
    async (request) => {
      const { reason, version } = quoteDeclineSchema.parse(request.body);
      return answer(
        request,
        { name: 'decline', status: 'cancelled', mail: 'quote-declined', version },
        (trx, _quote, claim) => quotes.decline(trx, claim, reason),
      );
    },
  );
}

/** What the audit log keeps of a quote before and after an answer. */
const auditFields = (quote: QuoteRow) => ({
  status: quote.status,
  price: quote.price,
  note: quote.note,
  declineReason: quote.declineReason,
  total: quote.total,
  mockupUrl: quote.mockupUrl,
});
