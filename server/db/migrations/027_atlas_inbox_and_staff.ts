import type { MigrationFactory, SchemaDb } from './types';

/**
 * Atlas, second part (issue 19): the note staff write when they answer a permission
 * request (the requester is told it), and the staff profile's avatar (an image address).
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
  },
});
