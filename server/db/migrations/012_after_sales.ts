import type { MigrationFactory, SchemaDb } from './types';
import { idColumn } from './types';

/**
 * After the order (issue 17): returns (one row per return the shopper sends, with its
 * return logs, one per item and quantity), the shopper's edits of an order (size, colour,
 * address, cancel: a trail beside the status log, which only holds status changes), and
 * quote requests (each is an order in status 'quote' with the request's details).
 */
export const afterSales: MigrationFactory = (dialect) => ({
  async up(db: SchemaDb) {
    const [idType, id] = idColumn(dialect);
    const s = db.schema;

    await s
      .createTable('order_returns')
      .addColumn('id', idType, id)
      .addColumn('order_id', 'integer', (c) =>
        c.notNull().references('orders.id').onDelete('cascade'),
      )
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('requested'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('received_at', 'text')
      .execute();
    await s.createIndex('order_returns_order').on('order_returns').columns(['order_id']).execute();

    await s
      .createTable('return_logs')
      .addColumn('id', idType, id)
      .addColumn('return_id', 'integer', (c) =>
        c.notNull().references('order_returns.id').onDelete('cascade'),
      )
      .addColumn('order_item_id', 'integer', (c) =>
        c.notNull().references('order_items.id').onDelete('cascade'),
      )
      .addColumn('quantity', 'integer', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await s.createIndex('return_logs_item').on('return_logs').columns(['order_item_id']).execute();

    await s
      .createTable('order_edits')
      .addColumn('id', idType, id)
      .addColumn('order_id', 'integer', (c) =>
        c.notNull().references('orders.id').onDelete('cascade'),
      )
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('details', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await s
      .createTable('quote_requests')
      .addColumn('id', idType, id)
      .addColumn('order_id', 'integer', (c) =>
        c.notNull().unique().references('orders.id').onDelete('cascade'),
      )
      .addColumn('referenced_order_id', 'integer', (c) =>
        c.references('orders.id').onDelete('set null'),
      )
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('product', 'text', (c) => c.notNull())
      .addColumn('quantity', 'integer', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('deadline', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
  },
});
