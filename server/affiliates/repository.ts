import type { Kysely, Selectable } from 'kysely';
import type { ReferredOrder } from '../../src/affiliates/payouts';
import type { AffiliatesTable, Database } from '../db/schema';

export interface Affiliate {
  id: number;
  divisionId: number;
  userId: number;
  code: string;
  payoutEmail: string;
  notifyOnSale: boolean;
  commissionRateBp: number;
  version: number;
}

export interface AffiliatePayout {
  id: number;
  /** Pence (GBP). */
  amount: number;
  paidAt: string;
  paidBy: string;
}

export interface AffiliateSettingsFields {
  code: string;
  payoutEmail: string;
  notifyOnSale: boolean;
}

/** The affiliate programme's rows (SQLite and PostgreSQL alike). */
export interface AffiliatesRepository {
  forUser(divisionId: number, userId: number): Promise<Affiliate | null>;
  byId(divisionId: number, id: number): Promise<Affiliate | null>;
  byCode(divisionId: number, code: string): Promise<Affiliate | null>;
  listForDivision(divisionId: number): Promise<Affiliate[]>;
  /** Whether another affiliate of the store already uses the code (codes are case-insensitive). */
  codeTaken(divisionId: number, code: string, exceptId: number | null): Promise<boolean>;
  join(
    divisionId: number,
    userId: number,
    fields: AffiliateSettingsFields,
    rateBp: number,
  ): Promise<Affiliate>;
  /** Null when `version` is stale. */
  update(id: number, version: number, fields: AffiliateSettingsFields): Promise<Affiliate | null>;
  /** Null when `version` is stale. */
  setRate(id: number, version: number, rateBp: number): Promise<Affiliate | null>;
  recordClick(affiliateId: number, path: string, at: string): Promise<void>;
  clickTimes(affiliateId: number): Promise<string[]>;
  attribute(orderId: number, affiliate: Affiliate, referredAt: string): Promise<void>;
  attributedOrders(affiliateId: number): Promise<ReferredOrder[]>;
  /**
   * Records a payout of `amount` covering `orderIds`, if the affiliate is still at
   * `version` (which it raises): null when stale. One transaction.
   */
  recordPayout(
    affiliate: Affiliate,
    version: number,
    payout: {
      orderIds: number[];
      amount: number;
      paidBy: { id: number; email: string };
      at: string;
    },
  ): Promise<{ affiliate: Affiliate; payout: AffiliatePayout } | null>;
  payouts(affiliateId: number): Promise<AffiliatePayout[]>;
  /** The affiliate an order was attributed to, with the rate agreed then. */
  attributionOf(
    orderId: number,
  ): Promise<{ affiliate: Affiliate; commissionRateBp: number } | null>;
}

const affiliateOf = (row: Selectable<AffiliatesTable>): Affiliate => ({
  id: row.id,
  divisionId: row.division_id,
  userId: row.user_id,
  code: row.code,
  payoutEmail: row.payout_email,
  notifyOnSale: Number(row.notify_on_sale) === 1,
  commissionRateBp: Number(row.commission_rate_bp),
  version: Number(row.version),
});

const nowIso = () => new Date().toISOString();

export function createAffiliatesRepository(db: Kysely<Database>): AffiliatesRepository {
  const one = async (query: (q: ReturnType<typeof select>) => ReturnType<typeof select>) => {
    const row = await query(select()).executeTakeFirst();
    return row ? affiliateOf(row) : null;
  };
  const select = () => db.selectFrom('affiliates').selectAll();

  return {
    forUser: (divisionId, userId) =>
      one((q) => q.where('division_id', '=', divisionId).where('user_id', '=', userId)),
    byId: (divisionId, id) =>
      one((q) => q.where('division_id', '=', divisionId).where('id', '=', id)),
    byCode: (divisionId, code) =>
      one((q) =>
        q
          .where('division_id', '=', divisionId)
          .where((eb) => eb(eb.fn('lower', ['code']), '=', code.toLowerCase())),
      ),
    async listForDivision(divisionId) {
      const rows = await select().where('division_id', '=', divisionId).orderBy('id').execute();
      return rows.map(affiliateOf);
    },
    async codeTaken(divisionId, code, exceptId) {
      const found = await this.byCode(divisionId, code);
      return found !== null && found.id !== exceptId;
    },
    async join(divisionId, userId, fields, rateBp) {
      const now = nowIso();
      const row = await db
        .insertInto('affiliates')
        .values({
          division_id: divisionId,
          user_id: userId,
          code: fields.code,
          payout_email: fields.payoutEmail,
          notify_on_sale: fields.notifyOnSale ? 1 : 0,
          commission_rate_bp: rateBp,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return affiliateOf(row);
    },
    async update(id, version, fields) {
      const row = await db
        .updateTable('affiliates')
        .set({
          code: fields.code,
          payout_email: fields.payoutEmail,
          notify_on_sale: fields.notifyOnSale ? 1 : 0,
          version: version + 1,
          updated_at: nowIso(),
        })
        .where('id', '=', id)
        .where('version', '=', version)
        .returningAll()
        .executeTakeFirst();
      return row ? affiliateOf(row) : null;
    },
    async setRate(id, version, rateBp) {
      const row = await db
        .updateTable('affiliates')
        .set({ commission_rate_bp: rateBp, version: version + 1, updated_at: nowIso() })
        .where('id', '=', id)
        .where('version', '=', version)
        .returningAll()
        .executeTakeFirst();
      return row ? affiliateOf(row) : null;
    },
    async recordClick(affiliateId, path, at) {
      await db
        .insertInto('affiliate_clicks')
        .values({ affiliate_id: affiliateId, path, created_at: at })
        .execute();
    },
    async clickTimes(affiliateId) {
      const rows = await db
        .selectFrom('affiliate_clicks')
        .select('created_at')
        .where('affiliate_id', '=', affiliateId)
        .execute();
      return rows.map((row) => row.created_at);
    },
    async attribute(orderId, affiliate, referredAt) {
      await db
        .insertInto('affiliate_orders')
        .values({
          order_id: orderId,
          affiliate_id: affiliate.id,
          commission_rate_bp: affiliate.commissionRateBp,
          referred_at: referredAt,
        })
        .onConflict((oc) => oc.column('order_id').doNothing())
        .execute();
    },
    async attributedOrders(affiliateId) {
      const rows = await db
        .selectFrom('affiliate_orders')
        .innerJoin('orders', 'orders.id', 'affiliate_orders.order_id')
        .select([
          'orders.id',
          'orders.hash',
          'affiliate_orders.payout_id',
          'orders.created_at',
          'orders.status',
          'orders.subtotal',
          'orders.discount',
          'orders.conversion_rate',
          'affiliate_orders.commission_rate_bp',
        ])
        .where('affiliate_orders.affiliate_id', '=', affiliateId)
        .where('orders.deleted_at', 'is', null)
        .execute();
      return rows.map((row) => ({
        orderId: row.id,
        hash: row.hash,
        payoutId: row.payout_id === null ? null : Number(row.payout_id),
        createdAt: new Date(row.created_at).toISOString(),
        status: row.status,
        subtotal: Number(row.subtotal),
        discount: Number(row.discount),
        conversionRate: Number(row.conversion_rate),
        commissionRateBp: Number(row.commission_rate_bp),
      }));
    },
    async attributionOf(orderId) {
      const row = await db
        .selectFrom('affiliate_orders')
        .innerJoin('affiliates', 'affiliates.id', 'affiliate_orders.affiliate_id')
        .selectAll('affiliates')
        .select('affiliate_orders.commission_rate_bp as agreed_rate_bp')
        .where('affiliate_orders.order_id', '=', orderId)
        .executeTakeFirst();
      return row
        ? { affiliate: affiliateOf(row), commissionRateBp: Number(row.agreed_rate_bp) }
        : null;
    },
    recordPayout: (affiliate, version, { orderIds, amount, paidBy, at }) =>
      db.transaction().execute(async (trx) => {
        const moved = await trx
          .updateTable('affiliates')
          .set({ version: version + 1, updated_at: at })
          .where('id', '=', affiliate.id)
          .where('version', '=', version)
          .returningAll()
          .executeTakeFirst();
        if (!moved) return null;
        const { id } = await trx
          .insertInto('affiliate_payouts')
          .values({
            division_id: affiliate.divisionId,
            affiliate_id: affiliate.id,
            amount,
            paid_by_user_id: paidBy.id,
            paid_by_email: paidBy.email,
            created_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('affiliate_orders')
          .set({ payout_id: id })
          .where('affiliate_id', '=', affiliate.id)
          .where('order_id', 'in', orderIds)
          .where('payout_id', 'is', null)
          .execute();
        return {
          affiliate: affiliateOf(moved),
          payout: { id: Number(id), amount, paidAt: at, paidBy: paidBy.email },
        };
      }),
    async payouts(affiliateId) {
      const rows = await db
        .selectFrom('affiliate_payouts')
        .selectAll()
        .where('affiliate_id', '=', affiliateId)
        .orderBy('id', 'desc')
        .execute();
      return rows.map((row) => ({
        id: Number(row.id),
        amount: Number(row.amount),
        paidAt: new Date(row.created_at).toISOString(),
        paidBy: row.paid_by_email,
      }));
    },
  };
}
