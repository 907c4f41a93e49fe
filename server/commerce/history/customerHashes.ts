import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { customerHashFromBytes, historyEmailKey } from '../../../src/commerce/customerHash';
import type { Database } from '../../db/schema';
import { nowIso } from '../../db/rows';

/**
 * A shopper's order-history key for a store and email: drawn once from the system's
 * random source and kept (migration 011), so it never changes and says nothing about the
 * email. Two concurrent first calls race on the unique (store, email) index; the loser
 * reads the winner's hash.
 */
export async function customerHashFor(
  db: Kysely<Database>,
  divisionId: number,
  email: string,
): Promise<string> {
  const key = historyEmailKey(email);
  await db
    .insertInto('customer_history_hashes')
    .values({
      hash: customerHashFromBytes(randomBytes(16)),
      division_id: divisionId,
      email: key,
      created_at: nowIso(),
    })
    .onConflict((conflict) => conflict.columns(['division_id', 'email']).doNothing())
    .execute();
  const row = await db
    .selectFrom('customer_history_hashes')
    .select('hash')
    .where('division_id', '=', divisionId)
    .where('email', '=', key)
    .executeTakeFirstOrThrow();
  return row.hash;
}

/** The store and email a history key stands for, or null for an unknown key. */
export async function customerOfHash(
  db: Kysely<Database>,
  hash: string,
): Promise<{ divisionId: number; email: string } | null> {
  const row = await db
    .selectFrom('customer_history_hashes')
    .select(['division_id', 'email'])
    .where('hash', '=', hash)
    .executeTakeFirst();
  return row ? { divisionId: row.division_id, email: row.email } : null;
}

/** Ids of a store's orders billed to an email (any case), newest first. */
export async function orderIdsForEmail(
  db: Kysely<Database>,
  divisionId: number,
  email: string,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('orders')
    .select('id')
    .where('division_id', '=', divisionId)
    .where((eb) => eb(eb.fn('lower', ['billing_email']), '=', historyEmailKey(email)))
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}
