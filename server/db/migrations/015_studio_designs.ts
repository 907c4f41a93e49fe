import type { MigrationFactory, SchemaDb } from './types';
import { idColumn } from './types';

/**
 * The design studio (issue 20): shoppers' saved designs (a customer's, or a browser
 * session's until it signs in; versioned against stale saves), the design a basket line
 * and an order item carry (nullable: most lines are catalogue products), and the print
 * files rendered for an ordered design, one per print area (PNG as base64 text, so both
 * dialects store it the same way).
 */
export const studioDesigns: MigrationFactory = (dialect) => ({
  async up(db: SchemaDb) {
    const [idType, id] = idColumn(dialect);
    const s = db.schema;

    await s
      .createTable('studio_designs')
      .addColumn('id', idType, id)
      .addColumn('public_id', 'text', (c) => c.notNull().unique())
      .addColumn('division_id', 'integer', (c) =>
        c.notNull().references('divisions.id').onDelete('cascade'),
      )
      .addColumn('session_id', 'text')
      .addColumn('customer_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('product', 'text', (c) => c.notNull())
      .addColumn('document', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await s
      .createIndex('studio_designs_owner')
      .on('studio_designs')
      .columns(['division_id', 'customer_id', 'session_id'])
      .execute();

    await s.alterTable('basket_items').addColumn('design_id', 'text').execute();
    // The design's print count when it was added: the line's price follows it.
    await s
      .alterTable('basket_items')
      .addColumn('print_count', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await s.alterTable('order_items').addColumn('design_id', 'text').execute();

    await s
      .createTable('studio_print_files')
      .addColumn('id', idType, id)
      .addColumn('order_item_id', 'integer', (c) =>
        c.notNull().references('order_items.id').onDelete('cascade'),
      )
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('area', 'text', (c) => c.notNull())
      .addColumn('width', 'integer', (c) => c.notNull())
      .addColumn('height', 'integer', (c) => c.notNull())
      .addColumn('png', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await s
      .createIndex('studio_print_files_item')
      .on('studio_print_files')
      .columns(['order_item_id'])
      .execute();
  },
});
