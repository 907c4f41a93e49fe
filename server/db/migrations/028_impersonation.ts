import type { MigrationFactory, SchemaDb } from './types';

/**
 * Signing in as a seller (issue 19): a session may be an impersonation, naming the staff
 * user who acts as the session's user. Returning to atlas ends it and starts a fresh
 * session for that staff user. Staff may also force two-factor on a seller or customer
 * (the spec's force2fa): they must set it up at their next sign-in.
 */
export const impersonation: MigrationFactory = () => ({
  async up(db: SchemaDb) {
    await db.schema
      .alterTable('sessions')
      .addColumn('impersonator_user_id', 'integer', (c) =>
        c.references('users.id').onDelete('cascade'),
      )
      .execute();
    await db.schema
      .alterTable('users')
      .addColumn('force_two_factor', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
});
