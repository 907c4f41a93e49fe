import type { MigrationFactory, SchemaDb } from './types';
import { idColumn } from './types';

/**
 * Staff answer quotes (issue 19): a quote request keeps the price and note staff replied
 * with, the reason of a decline, and who answered last and when. The quote's order carries
 * the version and the bespoke status. Factory labels gain pretreat logs (the spec's
 * pretreatLogs): one row each time a label's garment is pretreated, with who did it.
 */
export const quoteAnswers: MigrationFactory = (dialect) => ({
  async up(db: SchemaDb) {
    const [idType, id] = idColumn(dialect);
    await db.schema.alterTable('quote_requests').addColumn('price', 'integer').execute();
    await db.schema
      .alterTable('quote_requests')
      .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable('quote_requests')
      .addColumn('decline_reason', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable('quote_requests')
      .addColumn('answered_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .execute();
    await db.schema.alterTable('quote_requests').addColumn('answered_at', 'text').execute();

    await db.schema
      .createTable('factory_label_pretreats')
      .addColumn('id', idType, id)
      .addColumn('label_id', 'integer', (c) =>
        c.notNull().references('factory_labels.id').onDelete('cascade'),
      )
      .addColumn('staff_user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('factory_label_pretreats_label')
      .on('factory_label_pretreats')
      .columns(['label_id'])
      .execute();
  },
});
