import { sql, type Kysely, type Selectable } from 'kysely';
import { changeCounterOf } from '../db/changeCounter';
import type { Database, PageVersionsTable } from '../db/schema';
import { readThroughCache } from '../db/readThroughCache';
import { documentOf, storedFromSnapshot, type StoredPage } from './repository';
import { isUniqueViolation } from '../db/rows';

/**
 * Published versions of pages (table page_versions, migration 004; issue 14). The pages
 * row is the draft; shoppers read a page's newest version. Versions are never changed
 * or dropped: the history keeps every publish.
 */
export interface Publisher {
  id: number | null;
  name: string;
}

export interface PublishedVersion {
  number: number;
  publishedAt: string;
  publishedBy: Publisher | null;
  /** The snapshot as a stored page (its `version` is the draft version it was taken from). */
  stored: StoredPage;
}

export interface ScheduledPublishRecord {
  pageId: number;
  divisionId: number;
  publishAt: string;
  scheduledBy: Publisher | null;
}

export interface PageVersionsRepository {
  /** The version shoppers see: the newest one, or null when the page was never published. */
  latest(pageId: number): Promise<PublishedVersion | null>;
  find(pageId: number, number: number): Promise<PublishedVersion | null>;
  /** Newest first. */
  list(pageId: number, limit: number): Promise<PublishedVersion[]>;
  /** Of a store's pages, the published versions whose published url is `url`. */
  findLatestByUrl(divisionId: number, url: string): Promise<PublishedVersion | null>;
  /** The newest version of every published page of a store, by page id. */
  listLatest(divisionId: number): Promise<PublishedVersion[]>;
  /** Adds `snapshot` as the page's next version. */
  publish(snapshot: StoredPage, by: Publisher | null, at: string): Promise<PublishedVersion>;

  /** Sets (or replaces) the page's pending scheduled publish. */
  schedule(pageId: number, publishAt: string, by: Publisher | null, at: string): Promise<void>;
  /** Removes the page's pending scheduled publish; false when there was none. */
  cancelSchedule(pageId: number): Promise<boolean>;
  scheduleOf(pageId: number): Promise<ScheduledPublishRecord | null>;
  /** Every pending scheduled publish, earliest first. */
  pendingSchedules(): Promise<ScheduledPublishRecord[]>;
  /**
   * Takes the page's schedule if it is still the one due at `publishAt`: true for exactly
   * one taker, so two server processes never publish one schedule twice.
   */
  claimSchedule(pageId: number, publishAt: string): Promise<boolean>;
}

type VersionRow = Selectable<PageVersionsTable> & { uuid: string; division_id: number };

function toVersion(row: VersionRow): PublishedVersion {
  return {
    number: row.number,
    publishedAt: row.published_at,
    publishedBy:
      row.published_by === null && row.published_by_name === ''
        ? null
        : { id: row.published_by, name: row.published_by_name },
    stored: storedFromSnapshot({
      id: row.page_id,
      uuid: row.uuid,
      divisionId: row.division_id,
      url: row.url,
      pageVersion: row.page_version,
      versionId: row.id,
      document: row.document,
    }),
  };
}

const ATTEMPTS = 5;

export function createPageVersionsRepository(db: Kysely<Database>): PageVersionsRepository {
  const versions = () =>
    db
      .selectFrom('page_versions as v')
      .innerJoin('pages as p', 'p.id', 'v.page_id')
      .selectAll('v')
      .select(['p.uuid', 'p.division_id']);
  // The newest version of a page: no later one exists.
  const newest = sql<boolean>`not exists (select 1 from page_versions later where later.page_id = v.page_id and later.number > v.number)`;

  const latest = readThroughCache(async (pageId: number) => {
    const row = await versions()
      .where('v.page_id', '=', pageId)
      .orderBy('v.number', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? toVersion(row) : null;
  }, changeCounterOf(db));

  const toSchedule = (row: {
    page_id: number;
    division_id: number;
    publish_at: string;
    scheduled_by: number | null;
    scheduled_by_name: string;
  }): ScheduledPublishRecord => ({
    pageId: row.page_id,
    divisionId: row.division_id,
    publishAt: row.publish_at,
    scheduledBy:
      row.scheduled_by === null && row.scheduled_by_name === ''
        ? null
        : { id: row.scheduled_by, name: row.scheduled_by_name },
  });
  const schedules = () =>
    db
      .selectFrom('page_publish_schedules as s')
      .innerJoin('pages as p', 'p.id', 's.page_id')
      .select([
        's.page_id',
        'p.division_id',
        's.publish_at',
        's.scheduled_by',
        's.scheduled_by_name',
      ]);

  return {
    latest,
    async find(pageId, number) {
      const row = await versions()
        .where('v.page_id', '=', pageId)
        .where('v.number', '=', number)
        .executeTakeFirst();
      return row ? toVersion(row) : null;
    },
    async list(pageId, limit) {
      const rows = await versions()
        .where('v.page_id', '=', pageId)
        .orderBy('v.number', 'desc')
        .limit(limit)
        .execute();
      return rows.map(toVersion);
    },
    async findLatestByUrl(divisionId, url) {
      const row = await versions()
        .where('p.division_id', '=', divisionId)
        .where('v.url', '=', url)
        .where(newest)
        .orderBy('v.page_id')
        .executeTakeFirst();
      return row ? toVersion(row) : null;
    },
    async listLatest(divisionId) {
      const rows = await versions()
        .where('p.division_id', '=', divisionId)
        .where(newest)
        .orderBy('v.page_id')
        .execute();
      return rows.map(toVersion);
    },
    async publish(snapshot, by, at) {
      const pageId = snapshot.page.id ?? 0;
      // Two publishes of one page at once both read the same highest number: the unique
      // (page_id, number) refuses the second insert, which then takes the next number.
      for (let attempt = 0; ; attempt += 1) {
        try {
          const row = await db.transaction().execute(async (trx) => {
            const { top } = await trx
              .selectFrom('page_versions')
              .select((eb) => eb.fn.max<number | null>('number').as('top'))
              .where('page_id', '=', pageId)
              .executeTakeFirstOrThrow();
            return trx
              .insertInto('page_versions')
              .values({
                page_id: pageId,
                number: Number(top ?? 0) + 1,
                url: snapshot.page.url ?? '',
                page_version: snapshot.page.version,
                document: documentOf(snapshot.page),
                published_at: at,
                published_by: by?.id ?? null,
                published_by_name: by?.name ?? '',
              })
              .returningAll()
              .executeTakeFirstOrThrow();
          });
          return toVersion({
            ...row,
            uuid: snapshot.page.uuid ?? '',
            division_id: snapshot.divisionId,
          });
        } catch (error) {
          if (!isUniqueViolation(error) || attempt + 1 >= ATTEMPTS) throw error;
        }
      }
    },
    async schedule(pageId, publishAt, by, at) {
      const values = {
        publish_at: publishAt,
        scheduled_by: by?.id ?? null,
        scheduled_by_name: by?.name ?? '',
        created_at: at,
      };
      await db
        .insertInto('page_publish_schedules')
        .values({ page_id: pageId, ...values })
        .onConflict((conflict) => conflict.column('page_id').doUpdateSet(values))
        .execute();
    },
    async cancelSchedule(pageId) {
      const result = await db
        .deleteFrom('page_publish_schedules')
        .where('page_id', '=', pageId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    async scheduleOf(pageId) {
      const row = await schedules().where('s.page_id', '=', pageId).executeTakeFirst();
      return row ? toSchedule(row) : null;
    },
    async pendingSchedules() {
      return (await schedules().orderBy('s.publish_at').execute()).map(toSchedule);
    },
    async claimSchedule(pageId, publishAt) {
      const result = await db
        .deleteFrom('page_publish_schedules')
        .where('page_id', '=', pageId)
        .where('publish_at', '=', publishAt)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
