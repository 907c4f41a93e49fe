import type { MigrationFactory, SchemaDb } from './types';
import { idColumn } from './types';

/**
 * Orders (issue 17): orders with their items, status log and payment attempts; checkout
 * idempotency keys, so a double click, a retry or two tabs find the one order already
 * made; and one invoice counter per store, so invoice numbers have no gaps. Amounts are
 * integer minor units in the order's currency; addresses are JSON text.
 */
export const orders: MigrationFactory = (dialect) => ({
  async up(db: SchemaDb) {
    const [idType, id] = idColumn(dialect);
    const s = db.schema;

    await s
      .createTable('orders')
      .addColumn('id', idType, id)
      .addColumn('hash', 'text', (c) => c.notNull().unique())
      .addColumn('division_id', 'integer', (c) =>
        c.notNull().references('divisions.id').onDelete('cascade'),
      )
      .addColumn('customer_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('subtotal', 'integer', (c) => c.notNull())
      .addColumn('goods_tax', 'integer', (c) => c.notNull())
      .addColumn('discount', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('tax_discount', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('shipping', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('shipping_tax', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('total', 'integer', (c) => c.notNull())
      .addColumn('coupon', 'text')
      .addColumn('billing_email', 'text', (c) => c.notNull())
      .addColumn('billing_address', 'text', (c) => c.notNull())
      .addColumn('shipping_address', 'text', (c) => c.notNull())
      .addColumn('shipping_method', 'text')
      .addColumn('payment_method', 'text')
      .addColumn('payment_transaction', 'text')
      .addColumn('invoice_number', 'integer')
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('deleted_at', 'text')
      .execute();
    await s
      .createIndex('orders_invoice_number')
      .on('orders')
      .columns(['division_id', 'invoice_number'])
      .unique()
      .execute();

    await s
      .createTable('order_items')
      .addColumn('id', idType, id)
      .addColumn('order_id', 'integer', (c) =>
        c.notNull().references('orders.id').onDelete('cascade'),
      )
      .addColumn('product_id', 'integer')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('quantity', 'integer', (c) => c.notNull())
      .addColumn('price', 'integer', (c) => c.notNull())
      .addColumn('tax', 'integer', (c) => c.notNull())
      .addColumn('discount', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('price_tax_included', 'integer', (c) => c.notNull())
      .addColumn('discount_tax_included', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('vat_rate', 'integer', (c) => c.notNull())
      .addColumn('options', 'text', (c) => c.notNull().defaultTo('{}'))
      .execute();

    await s
      .createTable('order_status_log')
      .addColumn('id', idType, id)
      .addColumn('order_id', 'integer', (c) =>
        c.notNull().references('orders.id').onDelete('cascade'),
      )
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await s
      .createTable('payment_attempts')
      .addColumn('id', idType, id)
      .addColumn('order_id', 'integer', (c) =>
        c.notNull().references('orders.id').onDelete('cascade'),
      )
      .addColumn('processor', 'text', (c) => c.notNull())
      .addColumn('intent_id', 'text')
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('successful', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('payment_method_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    // One row per checkout attempt key: the second request with the same key reads the
    // order the first one made instead of creating (and charging) another.
    await s
      .createTable('checkout_idempotency_keys')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('division_id', 'integer', (c) =>
        c.notNull().references('divisions.id').onDelete('cascade'),
      )
      .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    // Invoice numbers come from this counter inside the transaction that issues them, so
    // a rolled-back invoice leaves no gap.
    await s
      .createTable('invoice_counters')
      .addColumn('division_id', 'integer', (c) =>
        c.primaryKey().references('divisions.id').onDelete('cascade'),
      )
      .addColumn('last_number', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
});
