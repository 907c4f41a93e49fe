import type { Kysely } from 'kysely';
import { statusesOfGroup, type OrdersQuery } from '../../src/backOffice';
import { isOrderHash } from '../../src/commerce/orderHash';
import type { Database } from '../db/schema';

/** One row of the staff order list. */
export interface OrderSummary {
  id: number;
  hash: string;
  divisionId: number;
  status: string;
  total: number;
  currency: string;
  billingEmail: string;
  createdAt: string;
}

const nextDay = (date: string): string => {
  const day = new Date(`${date}T00:00:00.000Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString();
};

/**
 * The staff order list, newest first, paged by offset with one extra row to know whether
 * there is a next page (no count: counting 100,000 rows on every page is the slow part).
 * Each filter meets an index of migration 013: (status, created_at), (division_id,
 * created_at), lower(billing_email), the unique hash and the primary key.
 */
export async function listOrders(
  db: Kysely<Database>,
  query: OrdersQuery,
  pageSize: number,
): Promise<{ orders: OrderSummary[]; hasMore: boolean }> {
  let select = db
    .selectFrom('orders')
    .select([
      'id',
      'hash',
      'division_id',
      'status',
      'total',
      'currency',
      'billing_email',
      'created_at',
    ])
    .where('deleted_at', 'is', null);
  if (query.status) select = select.where('status', '=', query.status);
  else if (query.group !== undefined)
    select = select.where('status', 'in', [...statusesOfGroup(query.group)]);
  if (query.store) select = select.where('division_id', '=', query.store);
  if (query.from) select = select.where('created_at', '>=', `${query.from}T00:00:00.000Z`);
  if (query.to) select = select.where('created_at', '<', nextDay(query.to));
  if (query.q) {
    const q = query.q;
    if (/^\d+$/.test(q)) select = select.where('id', '=', Number(q));
    else if (isOrderHash(q)) select = select.where('hash', '=', q);
    else select = select.where((eb) => eb(eb.fn('lower', ['billing_email']), '=', q.toLowerCase()));
  }
  const rows = await select
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize + 1)
    .offset((query.page - 1) * pageSize)
    .execute();
  return {
    hasMore: rows.length > pageSize,
    orders: rows.slice(0, pageSize).map((row) => ({
      id: row.id,
      hash: row.hash,
      divisionId: row.division_id,
      status: row.status,
      total: row.total,
      currency: row.currency,
      billingEmail: row.billing_email,
      createdAt: row.created_at,
    })),
  };
}
