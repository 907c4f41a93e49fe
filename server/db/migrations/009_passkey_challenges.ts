import type { MigrationFactory, SchemaDb } from './types';

/**
 * Passkeys in use: a name the owner gives each one and when it last signed in, plus the
 * WebAuthn challenges the server hands out. A challenge is kept server-side so it can be
 * used once and expires; `user_id` is set for a registration (only that user may finish
 * it) and null for a sign-in (anyone may answer it with a passkey).
 */
export const passkeyChallenges: MigrationFactory = () => ({
  async up(db: SchemaDb) {
    await db.schema
      .alterTable('passkeys')
      .addColumn('name', 'text', (c) => c.notNull().defaultTo('Passkey'))
      .execute();
    await db.schema.alterTable('passkeys').addColumn('last_used_at', 'text').execute();
    await db.schema
      .createTable('passkey_challenges')
      .addColumn('challenge', 'text', (c) => c.primaryKey())
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute();
  },
});
