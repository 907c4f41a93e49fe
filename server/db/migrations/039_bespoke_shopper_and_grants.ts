import type { MigrationFactory, SchemaDb } from './types';

/**
 * The shopper's side of the bespoke flow (issue 19): a quote keeps the mockup image staff
 * attach, and when the shopper accepted the terms and approved the mockup. Staff also hold
 * the atlas permissions granted to them from the requests inbox on top of their role's
 * (a JSON array of permission names).
 */
export const bespokeShopperAndGrants: MigrationFactory = () => ({
  async up(db: SchemaDb) {
    await db.schema
      .alterTable('quote_requests')
      .addColumn('mockup_url', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema.alterTable('quote_requests').addColumn('terms_accepted_at', 'text').execute();
    await db.schema.alterTable('quote_requests').addColumn('mockup_approved_at', 'text').execute();
    await db.schema
      .alterTable('staff_profiles')
      .addColumn('granted_permissions', 'text', (c) => c.notNull().defaultTo('[]'))
      .execute();
  },
});
