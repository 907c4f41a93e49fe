import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso } from '../../db/rows';
import type { Address, QuoteRequest, ReturnLine, ReturnReason } from '../../../src/commerce';

/**
 * Storage for what happens after an order: returns and their logs, the shopper's edits
 * and quote requests. Every change to an order is a compare-and-set on orders.version
 * (and, for edits, on the statuses that still allow them), so a change made from a stale
 * page, or racing staff moving the order on, is refused rather than applied.
 */
export interface StoredReturn {
  id: number;
  orderId: number;
  reason: string;
  note: string;
  status: 'requested' | 'received';
  createdAt: string;
  receivedAt: string | null;
  lines: { itemId: number; quantity: number }[];
}

export type ChangeOutcome = 'changed' | 'conflict';

export interface AfterSalesRepository {
  /** The hash of the order with this reference (or whole hash) and billing email. */
  findHash(reference: string, email: string): Promise<string | null>;
  returnsOf(orderId: number): Promise<StoredReturn[]>;
  findReturn(returnId: number): Promise<StoredReturn | null>;
  /** Item id -> quantity returned so far, over every return of the order. */
  returnedQuantities(orderId: number): Promise<Map<number, number>>;
  recordReturn(
    orderId: number,
    version: number,
    request: { reason: ReturnReason; note: string; lines: ReturnLine[] },
  ): Promise<number | null>;
  /** Sets a return received; false when it already was. */
  markReturnReceived(returnId: number): Promise<boolean>;
  changeItemOptions(
    orderId: number,
    version: number,
    editable: readonly string[],
    itemId: number,
    options: Record<string, string>,
  ): Promise<ChangeOutcome>;
  changeAddress(
    orderId: number,
    version: number,
    editable: readonly string[],
    address: Address,
  ): Promise<ChangeOutcome>;
  /** Moves the order to `status`, logging it in the status log and the edit trail. */
  cancel(
    orderId: number,
    version: number,
    editable: readonly string[],
    status: string,
  ): Promise<ChangeOutcome>;
  createQuote(input: {
    divisionId: number;
    hash: string;
    customerId: number | null;
    request: QuoteRequest;
    referencedOrderId: number | null;
  }): Promise<number>;
  quoteOf(orderId: number): Promise<(QuoteRequest & { referencedOrderId: number | null }) | null>;
}

type Trx = Transaction<Database>;

/** Bumps the order's version when it is still at `version` (and in `statuses`, if given). */
async function claimVersion(
  trx: Trx,
  orderId: number,
  version: number,
  statuses: readonly string[] | null,
  changes: { status?: string; shipping_address?: string } = {},
): Promise<boolean> {
  let query = trx
    .updateTable('orders')
    .set((eb) => ({ version: eb('version', '+', 1), ...changes }))
    .where('id', '=', orderId)
    .where('version', '=', version);
  if (statuses) query = query.where('status', 'in', [...statuses]);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

async function logEdit(trx: Trx, orderId: number, kind: string, details: unknown) {
  await trx
    .insertInto('order_edits')
    .values({ order_id: orderId, kind, details: JSON.stringify(details), created_at: nowIso() })
    .execute();
}

export function createAfterSalesRepository(db: Kysely<Database>): AfterSalesRepository {
  async function returnsWhere(column: 'order_id' | 'id', value: number): Promise<StoredReturn[]> {
    const rows = await db
      .selectFrom('order_returns')
      .selectAll()
      .where(column, '=', value)
      .orderBy('id')
      .execute();
    if (rows.length === 0) return [];
    const logs = await db
      .selectFrom('return_logs')
      .select(['return_id', 'order_item_id', 'quantity'])
      .where(
        'return_id',
        'in',
        rows.map((row) => row.id),
      )
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      orderId: row.order_id,
      reason: row.reason,
      note: row.note,
      status: row.status === 'received' ? 'received' : 'requested',
      createdAt: row.created_at,
      receivedAt: row.received_at,
      lines: logs
        .filter((log) => log.return_id === row.id)
        .map((log) => ({ itemId: log.order_item_id, quantity: log.quantity })),
    }));
  }

  return {
    async findHash(reference, email) {
      const base = db
        .selectFrom('orders')
        .select(['hash', 'billing_email'])
        .where('deleted_at', 'is', null)
        .where('status', '!=', 'quote');
      // The reference is hex only (checked by findOrderSchema), so `like` has no wildcards.
      const rows = await (
        reference.length === 32
          ? base.where('hash', '=', reference)
          : base.where('hash', 'like', `${reference}%`)
      ).execute();
      const match = rows.find(
        (each) => each.billing_email.trim().toLowerCase() === email.trim().toLowerCase(),
      );
      return match?.hash ?? null;
    },
    returnsOf: (orderId) => returnsWhere('order_id', orderId),
    async findReturn(returnId) {
      return (await returnsWhere('id', returnId))[0] ?? null;
    },
    async returnedQuantities(orderId) {
      const rows = await db
        .selectFrom('return_logs')
        .innerJoin('order_items', 'order_items.id', 'return_logs.order_item_id')
        .select(['return_logs.order_item_id as itemId', 'return_logs.quantity as quantity'])
        .where('order_items.order_id', '=', orderId)
        .execute();
      const returned = new Map<number, number>();
      for (const row of rows)
        returned.set(row.itemId, (returned.get(row.itemId) ?? 0) + Number(row.quantity));
      return returned;
    },
    async recordReturn(orderId, version, request) {
      return db.transaction().execute(async (trx) => {
        if (!(await claimVersion(trx, orderId, version, null))) return null;
        const now = nowIso();
        const row = await trx
          .insertInto('order_returns')
          .values({
            order_id: orderId,
            reason: request.reason,
            note: request.note,
            created_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        for (const line of request.lines.filter((each) => each.quantity > 0))
          await trx
            .insertInto('return_logs')
            .values({
              return_id: row.id,
              order_item_id: line.itemId,
              quantity: line.quantity,
              reason: request.reason,
              created_at: now,
            })
            .execute();
        return row.id;
      });
    },
    async markReturnReceived(returnId) {
      const result = await db
        .updateTable('order_returns')
        .set({ status: 'received', received_at: nowIso() })
        .where('id', '=', returnId)
        .where('status', '=', 'requested')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async changeItemOptions(orderId, version, editable, itemId, options) {
      return db.transaction().execute(async (trx) => {
        if (!(await claimVersion(trx, orderId, version, editable))) return 'conflict';
        const before = await trx
          .selectFrom('order_items')
          .select('options')
          .where('id', '=', itemId)
          .where('order_id', '=', orderId)
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('order_items')
          .set({ options: JSON.stringify(options) })
          .where('id', '=', itemId)
          .execute();
        await logEdit(trx, orderId, 'options', {
          itemId,
          from: JSON.parse(before.options) as unknown,
          to: options,
        });
        return 'changed';
      });
    },
    async changeAddress(orderId, version, editable, address) {
      return db.transaction().execute(async (trx) => {
        const claimed = await claimVersion(trx, orderId, version, editable, {
          shipping_address: JSON.stringify(address),
        });
        if (!claimed) return 'conflict';
        await logEdit(trx, orderId, 'address', { to: address });
        return 'changed';
      });
    },
    async cancel(orderId, version, editable, status) {
      return db.transaction().execute(async (trx) => {
        if (!(await claimVersion(trx, orderId, version, editable, { status }))) return 'conflict';
        const now = nowIso();
        await trx
          .insertInto('order_status_log')
          .values({ order_id: orderId, user_id: null, status, created_at: now })
          .execute();
        await logEdit(trx, orderId, 'cancel', { status });
        return 'changed';
      });
    },
    async createQuote({ divisionId, hash, customerId, request, referencedOrderId }) {
      return db.transaction().execute(async (trx) => {
        const now = nowIso();
        const address = JSON.stringify({
          name: request.name,
          street: '',
          city: '',
          country: '',
          zip: '',
        });
        // A quote has no price yet: staff answer it with one (the bespoke flow's next steps).
        const order = await trx
          .insertInto('orders')
          .values({
            hash,
            division_id: divisionId,
            customer_id: customerId,
            currency: 'GBP',
            status: 'quote',
            subtotal: 0,
            goods_tax: 0,
            total: 0,
            coupon: null,
            billing_email: request.email,
            billing_address: address,
            shipping_address: address,
            shipping_method: null,
            created_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('order_status_log')
          .values({ order_id: order.id, user_id: null, status: 'quote', created_at: now })
          .execute();
        await trx
          .insertInto('quote_requests')
          .values({
            order_id: order.id,
            referenced_order_id: referencedOrderId,
            name: request.name,
            email: request.email,
            product: request.product,
            quantity: request.quantity,
            description: request.description,
            deadline: request.deadline || null,
            created_at: now,
          })
          .execute();
        return order.id;
      });
    },
    async quoteOf(orderId) {
      const row = await db
        .selectFrom('quote_requests')
        .selectAll()
        .where('order_id', '=', orderId)
        .executeTakeFirst();
      if (!row) return null;
      return {
        name: row.name,
        email: row.email,
        product: row.product,
        quantity: row.quantity,
        description: row.description,
        deadline: row.deadline ?? '',
        referencedOrderId: row.referenced_order_id,
      };
    },
  };
}
