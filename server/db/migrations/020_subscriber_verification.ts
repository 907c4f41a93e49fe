import type { MigrationFactory, SchemaDb } from './types';

/**
 * Double opt-in for mailing lists (issue 21): a subscriber is listed once they follow the
 * link mailed to them (`verified_at`); the link's token is kept hashed. Each subscriber
 * also has an unsubscribe token (hashed) for the one-click link in every list mail, and
 * `unsubscribed_at` once they used it.
 */
export const subscriberVerification: MigrationFactory = () => ({
  async up(db: SchemaDb) {
    const s = db.schema;
    await s.alterTable('mailing_list_subscribers').addColumn('verify_token_hash', 'text').execute();
    await s.alterTable('mailing_list_subscribers').addColumn('verified_at', 'text').execute();
    await s
      .alterTable('mailing_list_subscribers')
      .addColumn('unsubscribe_token_hash', 'text')
      .execute();
    await s.alterTable('mailing_list_subscribers').addColumn('unsubscribed_at', 'text').execute();
    await s
      .createIndex('subscribers_verify_token')
      .on('mailing_list_subscribers')
      .column('verify_token_hash')
      .execute();
    await s
      .createIndex('subscribers_unsubscribe_token')
      .on('mailing_list_subscribers')
      .column('unsubscribe_token_hash')
      .execute();
  },
});
