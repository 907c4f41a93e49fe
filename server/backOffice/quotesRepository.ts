import type { Kysely, Transaction } from 'kysely';
import type { QuoteRow, QuotesQuery } from '../../src/backOffice/quotes';
import { QUOTE_FILTERS, bespokeOrderTotals } from '../../src/backOffice/quotes';
import type { Database } from '../db/schema';

export type { QuoteRow };

type Db = Kysely<Database> | Transaction<Database>;

const baseQuery = (db: Db) =>
  db
    .selectFrom('quote_requests as q')
    .innerJoin('orders as o', 'o.id', 'q.order_id')
    .leftJoin('divisions as d', 'd.id', 'o.division_id')
    .leftJoin('orders as referenced', 'referenced.id', 'q.referenced_order_id')
    .leftJoin('users as staff', 'staff.id', 'q.answered_by')
    .select([
      'q.id',
      'q.order_id',
      'o.hash',
      'o.division_id',
      'd.name as store_name',
      'o.status',
      'o.version',
      'o.currency',
      'o.total',
      'q.name',
      'q.email',
      'q.product',
      'q.quantity',
      'q.description',
      'q.deadline',
      'referenced.hash as referenced_hash',
      'q.price',
      'q.note',
      'q.decline_reason',
      'staff.email as answered_by_email',
      'q.answered_at',
      'q.mockup_url',
      'q.terms_accepted_at',
      'q.mockup_approved_at',
      'q.created_at',
    ]);

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

const rowOf = (row: Row): QuoteRow => ({
  id: row.id,
  orderId: row.order_id,
  orderHash: row.hash,
  divisionId: row.division_id,
  storeName: row.store_name ?? null,
  status: row.status,
  version: row.version,
  currency: row.currency,
  total: row.total,
  name: row.name,
  email: row.email,
  product: row.product,
  quantity: row.quantity,
  description: row.description,
  deadline: row.deadline,
  referencedOrderHash: row.referenced_hash ?? null,
  price: row.price,
  note: row.note,
  declineReason: row.decline_reason,
  answeredBy: row.answered_by_email ?? null,
  answeredAt: row.answered_at,
  mockupUrl: row.mockup_url,
  termsAcceptedAt: row.terms_accepted_at,
  mockupApprovedAt: row.mockup_approved_at,
  createdAt: row.created_at,
});

export interface QuoteAnswer {
  quoteId: number;
  orderId: number;
  /** The order version staff read: the write applies only at that version (409 otherwise). */
  version: number;
  from: readonly string[];
  status: string;
  /** Who moved it: the staff user, or the signed-in shopper (null when signed out). */
  staffUserId: number | null;
  at: string;
}

export function createQuotesRepository(db: Kysely<Database>) {
  /**
   * Moves the quote's order to `status` only from `from` at `version` (compare and set),
   * bumping the version and writing the status log with the staff user; false when stale.
   */
  async function claim(trx: Db, answer: QuoteAnswer, changes: Record<string, number> = {}) {
    const result = await trx
      .updateTable('orders')
      .set((eb) => ({ status: answer.status, version: eb('version', '+', 1), ...changes }))
      .where('id', '=', answer.orderId)
      .where('version', '=', answer.version)
      .where('status', 'in', [...answer.from])
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await trx
      .insertInto('order_status_log')
      .values({
        order_id: answer.orderId,
        user_id: answer.staffUserId,
        status: answer.status,
        created_at: answer.at,
      })
      .execute();
    return true;
  }

  /**
   * Claims the quote and gives its order one line for the quoted product and quantity, the
   * order's totals set from the price, so it waits for the shopper's payment.
   */
  async function claimWithLine(
    trx: Db,
    answer: QuoteAnswer,
    order: { price: number; product: string; quantity: number; currency: string },
  ) {
    const totals = bespokeOrderTotals(order);
    const claimed = await claim(trx, answer, {
      subtotal: totals.subtotal,
      goods_tax: totals.goodsTax,
      total: totals.total,
    });
    if (!claimed) return false;
    await trx
      .insertInto('order_items')
      .values({
        order_id: answer.orderId,
        product_id: null,
        name: order.product,
        quantity: totals.item.quantity,
        price: totals.item.price,
        tax: totals.item.tax,
        price_tax_included: totals.item.priceTaxIncluded,
        vat_rate: totals.item.vatRate,
        options: JSON.stringify({}),
      })
      .execute();
    return true;
  }

  const answered = (answer: QuoteAnswer) => ({
    answered_by: answer.staffUserId,
    answered_at: answer.at,
  });

  return {
    /** Newest first; `q` matches the name, email or product (any case) or the reference. */
    async list(query: QuotesQuery, limit: number, offset: number): Promise<QuoteRow[]> {
      let select = baseQuery(db).where('o.status', 'in', [...QUOTE_FILTERS[query.status]]);
      if (query.q) {
        const like = `%${query.q.toLowerCase()}%`;
        const reference = query.q.toLowerCase();
        select = select.where((eb) =>
          eb.or([
            eb(eb.fn('lower', ['q.name']), 'like', like),
            eb(eb.fn('lower', ['q.email']), 'like', like),
            eb(eb.fn('lower', ['q.product']), 'like', like),
            ...(/^[0-9a-f]{8,32}$/.test(reference) ? [eb('o.hash', 'like', `${reference}%`)] : []),
          ]),
        );
      }
      const rows = await select
        .orderBy('q.created_at', 'desc')
        .orderBy('q.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map(rowOf);
    },

    async find(trx: Db, id: number): Promise<QuoteRow | null> {
      const row = await baseQuery(trx).where('q.id', '=', id).executeTakeFirst();
      return row ? rowOf(row) : null;
    },

    /** The quote of an order hash: the shopper's key to their quote page. */
    async findByHash(trx: Db, hash: string): Promise<QuoteRow | null> {
      const row = await baseQuery(trx).where('o.hash', '=', hash).executeTakeFirst();
      return row ? rowOf(row) : null;
    },

    /** Staff reply with a price and a note: terms are requested of the shopper. */
    async reply(trx: Db, answer: QuoteAnswer, reply: { price: number; note: string }) {
      if (!(await claim(trx, answer))) return false;
      await trx
        .updateTable('quote_requests')
        .set({ price: reply.price, note: reply.note, ...answered(answer) })
        .where('id', '=', answer.quoteId)
        .execute();
      return true;
    },

    /**
     * Turns the quote into a bespoke order at the price: one line for the quoted product
     * and quantity, the order's totals set from it, waiting for the shopper's payment.
     */
    async order(
      trx: Db,
      answer: QuoteAnswer,
      order: { price: number; note: string; product: string; quantity: number; currency: string },
    ) {
      if (!(await claimWithLine(trx, answer, order))) return false;
      await trx
        .updateTable('quote_requests')
        .set({
          price: order.price,
          ...(order.note ? { note: order.note } : {}),
          ...answered(answer),
        })
        .where('id', '=', answer.quoteId)
        .execute();
      return true;
    },

    /** Staff attach or replace the mockup; `answer.status` is where it leaves the quote. */
    async attachMockup(trx: Db, answer: QuoteAnswer, mockupUrl: string) {
      if (!(await claim(trx, answer))) return false;
      await trx
        .updateTable('quote_requests')
        .set({ mockup_url: mockupUrl })
        .where('id', '=', answer.quoteId)
        .execute();
      return true;
    },

    /** The shopper accepts the terms (price and note) staff replied with. */
    async acceptTerms(trx: Db, answer: QuoteAnswer) {
      if (!(await claim(trx, answer))) return false;
      await trx
        .updateTable('quote_requests')
        .set({ terms_accepted_at: answer.at })
        .where('id', '=', answer.quoteId)
        .execute();
      return true;
    },

    /** The shopper approves the mockup: the quote becomes a bespoke order at the price. */
    async approveMockup(
      trx: Db,
      answer: QuoteAnswer,
      order: { price: number; product: string; quantity: number; currency: string },
    ) {
      if (!(await claimWithLine(trx, answer, order))) return false;
      await trx
        .updateTable('quote_requests')
        .set({ mockup_approved_at: answer.at })
        .where('id', '=', answer.quoteId)
        .execute();
      return true;
    },

    async decline(trx: Db, answer: QuoteAnswer, reason: string) {
      if (!(await claim(trx, answer))) return false;
      await trx
        .updateTable('quote_requests')
        .set({ decline_reason: reason, ...answered(answer) })
        .where('id', '=', answer.quoteId)
        .execute();
      return true;
    },
  };
}
