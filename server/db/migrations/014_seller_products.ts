import { sql } from 'kysely';
import type { MigrationFactory, SchemaDb } from './types';

/**
 * Sellers make and change their products and collections (issue 18). Products gain the
 * fields a seller controls (meta, tags, ordered images with alt text and focal points,
 * add-to-cart, cross-sells), the base product's cost at the time of saving, staff
 * approval (status and denial reason) and a version for 409s on stale saves. Rows that
 * exist already (the demo seed's) were made by us, so they start approved.
 * Collections gain a version, an active flag and the rule that picks their products.
 * Indexes serve the seller's product table (sorted and filtered per store) at 10,000 rows.
 */
export const sellerProducts: MigrationFactory = () => ({
  async up(db: SchemaDb) {
    const s = db.schema;
    const addToProducts = [
      s.alterTable('products').addColumn('meta_title', 'text', (c) => c.notNull().defaultTo('')),
      s
        .alterTable('products')
        .addColumn('meta_description', 'text', (c) => c.notNull().defaultTo('')),
      s.alterTable('products').addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]')),
      s.alterTable('products').addColumn('gallery', 'text', (c) => c.notNull().defaultTo('[]')),
      s.alterTable('products').addColumn('base_cost', 'real'),
      s
        .alterTable('products')
        .addColumn('enable_add_to_cart', 'integer', (c) => c.notNull().defaultTo(1)),
      s
        .alterTable('products')
        .addColumn('cross_sell_products', 'text', (c) => c.notNull().defaultTo('[]')),
      s
        .alterTable('products')
        .addColumn('approval_status', 'text', (c) => c.notNull().defaultTo('approved')),
      s.alterTable('products').addColumn('denial_reason', 'text'),
      s.alterTable('products').addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)),
      s.alterTable('products').addColumn('updated_at', 'text'),
    ];
    // One column per statement: SQLite's ALTER TABLE adds only one at a time.
    for (const statement of addToProducts) await statement.execute();
    // The seller's table sorts by updated_at; rows from before have only created_at.
    await sql`update products set updated_at = created_at`.execute(db);

    for (const [name, column] of [
      ['products_seller_updated', 'updated_at'],
      ['products_seller_name', 'name'],
      ['products_seller_price', 'price'],
      ['products_seller_created', 'created_at'],
      ['products_seller_approval', 'approval_status'],
    ] as const)
      await s.createIndex(name).on('products').columns(['division_id', column]).execute();
    await s
      .createIndex('collection_products_product')
      .on('collection_products')
      .columns(['product_id'])
      .execute();

    const addToCollections = [
      s.alterTable('collections').addColumn('active', 'integer', (c) => c.notNull().defaultTo(1)),
      s.alterTable('collections').addColumn('mode', 'text', (c) => c.notNull().defaultTo('manual')),
      s.alterTable('collections').addColumn('rule', 'text'),
      s.alterTable('collections').addColumn('rule_tag', 'text', (c) => c.notNull().defaultTo('')),
      s.alterTable('collections').addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)),
    ];
    for (const statement of addToCollections) await statement.execute();
  },
});
