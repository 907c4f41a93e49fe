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
    // Split tests: a store's tests (homepage Old/New, or a block's variations), their status
    // (draft, running, stopped) with a version for stale writes, and their variations; a
    // homepage variation names the page shown at / for it.
    await db.schema
      .createTable('split_tests')
      .addColumn('id', ...idColumn(dialect))
      .addColumn('division_id', 'integer', (c) => c.notNull())
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('started_at', 'text')
      .addColumn('stopped_at', 'text')
      .addUniqueConstraint('split_tests_division_name', ['division_id', 'name'])
      .execute();
    await db.schema
      .createTable('split_test_variations')
      .addColumn('id', ...idColumn(dialect))
      .addColumn('split_test_id', 'integer', (c) =>
        c.notNull().references('split_tests.id').onDelete('cascade'),
      )
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('page_id', 'integer')
      .execute();
  },
});
