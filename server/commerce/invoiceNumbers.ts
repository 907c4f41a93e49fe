import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Gives the order the store's next invoice number, or its existing one. The counter moves
 * in the same transaction that writes the number onto the order, so a failure rolls both
 * back and the store's numbers stay without gaps.
 */
export async function assignInvoiceNumber(
  db: Kysely<Database>,
  divisionId: number,
  orderId: number,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .select('invoice_number')
      .where('id', '=', orderId)
      .where('division_id', '=', divisionId)
      .executeTakeFirstOrThrow();
    if (order.invoice_number !== null) return order.invoice_number;

    await trx
      .insertInto('invoice_counters')
      .values({ division_id: divisionId, last_number: 0 })
      .onConflict((conflict) => conflict.column('division_id').doNothing())
      .execute();
    // The update takes the row lock on PostgreSQL, so two invoices never share a number.
    const counter = await trx
      .updateTable('invoice_counters')
      .set((eb) => ({ last_number: eb('last_number', '+', 1) }))
      .where('division_id', '=', divisionId)
      .returning('last_number')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('orders')
      .set({ invoice_number: counter.last_number })
      .where('id', '=', orderId)
      .execute();
    return counter.last_number;
  });
}
