import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../tests/server/support/databases';
import { createRepositories } from '../db/repos';
import { assignInvoiceNumber } from './invoiceNumbers';

describe.each(testDatabaseKinds())('invoice numbers on $dialect', ({ open }) => {
  it('numbers each store from 1 without gaps and keeps an order its number', async () => {
    const test = await open();
    try {
      const { db } = test.handle;
      const repos = createRepositories(db);
      const storeA = await repos.divisions.create({
        code: 'a',
        name: 'A',
        subdomain: 'a',
        theme: 'naked',
      });
      const storeB = await repos.divisions.create({
        code: 'b',
        name: 'B',
        subdomain: 'b',
        theme: 'naked',
      });
      const addOrder = async (divisionId: number, hash: string) =>
        (
          await db
            .insertInto('orders')
            .values({
              hash,
              division_id: divisionId,
              customer_id: null,
              currency: 'GBP',
              status: 'paid',
              subtotal: 1000,
              goods_tax: 200,
              total: 1200,
              coupon: null,
              billing_email: 'shopper@example.com',
              billing_address: '{}',
              shipping_address: '{}',
              shipping_method: null,
              payment_method: null,
              payment_transaction: null,
              invoice_number: null,
              created_at: new Date().toISOString(),
              deleted_at: null,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      const a1 = await addOrder(storeA.id, 'a'.repeat(32));
      const a2 = await addOrder(storeA.id, 'b'.repeat(32));
      const b1 = await addOrder(storeB.id, 'c'.repeat(32));

      expect(await assignInvoiceNumber(db, storeA.id, a1)).toBe(1);
      expect(await assignInvoiceNumber(db, storeB.id, b1)).toBe(1);
      expect(await assignInvoiceNumber(db, storeA.id, a1)).toBe(1);
      expect(await assignInvoiceNumber(db, storeA.id, a2)).toBe(2);
      await expect(assignInvoiceNumber(db, storeB.id, a2)).rejects.toThrow();
      expect(
        await assignInvoiceNumber(db, storeB.id, await addOrder(storeB.id, 'd'.repeat(32))),
      ).toBe(2);
    } finally {
      await test.dispose();
    }
  });
});
