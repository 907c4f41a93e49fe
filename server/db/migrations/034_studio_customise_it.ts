import type { MigrationFactory, SchemaDb } from './types';

/**
 * Design studio, second part (issue 20). `products.customise_it`: the public id of a frozen
 * studio design the product opens with at `/studio/{urlName}/` (the spec's `customiseIt`;
 * null for most products). `studio_print_files.storage_key`: where the rendered PNG lives
 * in object storage (server/storage). Rows written before this keep their base64 `png` and
 * no key; they move to storage the first time they are read, and new rows keep `png` empty.
 */
export const studioCustomiseIt: MigrationFactory = () => ({
  async up(db: SchemaDb) {
    await db.schema.alterTable('products').addColumn('customise_it', 'text').execute();
    await db.schema.alterTable('studio_print_files').addColumn('storage_key', 'text').execute();
  },
});
