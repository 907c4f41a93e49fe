import type { MigrationFactory, SchemaDb } from './types';

/**
 * The store's card account (issue 17): a provider-operated store takes card payments on
 * its own account at the card processor (a Stripe connected account, named in the store's
 * payment processor settings). Each payment attempt keeps the account its intent was made
 * on, so reading it back or refunding it later asks the same account, even after the
 * store changed accounts.
 */
export const cardAccounts: MigrationFactory = () => ({
  async up(db: SchemaDb) {
    await db.schema.alterTable('payment_attempts').addColumn('processor_account', 'text').execute();
  },
});
