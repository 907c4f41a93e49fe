import type { MigrationFactory, SchemaDb } from './types';

/**
 * Accounts (issue 16): email verification tokens (stored as hashes, single-use, expiring),
 * the accepted EULA's version and time, a two-factor secret waiting for its confirming
 * code, passkeys, and what a session's owner needs to recognise it in a list.
 */
export const accounts: MigrationFactory = () => ({
  async up(db: SchemaDb) {
    await db.schema
      .createTable('email_verifications')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      // The address the link verifies: a change of email sends a new link to the new address.
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .execute();
    await db.schema
      .createIndex('email_verifications_user')
      .on('email_verifications')
      .column('user_id')
      .execute();

    await db.schema.alterTable('users').addColumn('eula_version', 'text').execute();
    await db.schema.alterTable('users').addColumn('eula_signed_at', 'text').execute();
    await db.schema.alterTable('users').addColumn('two_factor_pending_secret', 'text').execute();

    await db.schema
      .alterTable('sessions')
      .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
      .execute();

    await db.schema
      .createTable('passkeys')
      // The credential id, base64url, as the authenticator gave it.
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) =>
        c.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('public_key', 'text', (c) => c.notNull())
      .addColumn('counter', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('transports', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('passkeys_user').on('passkeys').column('user_id').execute();
  },
});
