import type { MigrationFactory, SchemaDb } from './types';
import { idColumn } from './types';

/**
 * Analytics (issue 21). `analytics_events` keeps each storefront event compactly: integer
 * store, time in epoch seconds, a small event code (src/events/analyticsEvents.ts), the
 * visitor's random id, the path and up to two integer references (product, split test and
 * variation). `analytics_daily` is the roll-up the seller's screen reads: one row per
 * store, day, metric and key (a path, a product id, or '' for totals), rebuilt per day.
 */
export const analyticsEvents: MigrationFactory = (dialect) => ({
  async up(db: SchemaDb) {
    await db.schema
      .createTable('analytics_events')
      .addColumn('id', ...idColumn(dialect))
      .addColumn('division_id', 'integer', (c) => c.notNull())
      .addColumn('at', 'integer', (c) => c.notNull())
      .addColumn('code', 'smallint', (c) => c.notNull())
      .addColumn('visitor', 'text', (c) => c.notNull())
      .addColumn('path', 'text')
      .addColumn('ref', 'integer')
      .addColumn('ref2', 'integer')
      .execute();
    await db.schema
      .createIndex('analytics_events_division_at')
      .on('analytics_events')
      .columns(['division_id', 'at'])
      .execute();
    // The roll-up job finds the stores with events in a time range.
    await db.schema
      .createIndex('analytics_events_at')
      .on('analytics_events')
      .column('at')
      .execute();
    await db.schema
      .createTable('analytics_daily')
      .addColumn('division_id', 'integer', (c) => c.notNull())
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('metric', 'text', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('value', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('analytics_daily_pk', ['division_id', 'day', 'metric', 'key'])
      .execute();
  },
});
