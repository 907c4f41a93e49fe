import type { MigrationFactory, SchemaDb } from './types';

/**
 * Permission requests (issue 16) name the store they are for and carry their answer, so
 * staff can see and answer them (the back-office issue): `division_id` (null when the
 * request came from no store's host), `status` (`pending` until answered, then `granted`
 * or `refused`), and who answered when. Requests stored before this have no store.
 */
export const permissionRequests: MigrationFactory = () => ({
  async up(db: SchemaDb) {
    await db.schema
      .alterTable('permission_requests')
      .addColumn('division_id', 'integer', (c) => c.references('divisions.id').onDelete('cascade'))
      .execute();
    await db.schema
      .alterTable('permission_requests')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
      .execute();
    await db.schema.alterTable('permission_requests').addColumn('answered_at', 'text').execute();
    await db.schema
      .alterTable('permission_requests')
      .addColumn('answered_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .execute();
    await db.schema
      .createIndex('permission_requests_status')
      .on('permission_requests')
      .columns(['status', 'created_at'])
      .execute();
  },
});
