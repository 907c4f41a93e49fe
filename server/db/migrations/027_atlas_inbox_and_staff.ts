import type { MigrationFactory, SchemaDb } from './types';

/**
 * Atlas, second part (issue 19): the note staff write when they answer a permission
 * request (the requester is told it), the staff profile's avatar (an image address), and
 * the spec's manufacturer flags isFraud and isVip on stores (staff set them in atlas).
 */
export const atlasInboxAndStaff: MigrationFactory = () => ({
  async up(db: SchemaDb) {
    await db.schema
      .alterTable('permission_requests')
      .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable('staff_profiles')
      .addColumn('avatar', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable('divisions')
      .addColumn('fraud', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('divisions')
      .addColumn('vip', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
});
