import type { Kysely, Selectable } from 'kysely';
import { pageSchema, type Page } from '../../src/model';
import { changeCounterOf } from '../db/changeCounter';
import { readThroughCache } from '../db/readThroughCache';
import type { Database, PagesTable } from '../db/schema';
import { boundedMemo } from '../db/memo';
import { fromFlag, nowIso, parseJson, toFlag } from '../db/rows';

/** A page as stored: the validated JSON with the server-owned fields filled in from columns. */
/** Shared between readers of the same row version: treat as read-only. */
export interface StoredPage {
  page: Page;
  divisionId: number;
  isHomepage: boolean;
}

export type PageUpdateResult =
  | { status: 'saved'; stored: StoredPage }
  | { status: 'conflict'; current: StoredPage }
  | { status: 'missing' };

/** The fields a page row keeps in columns, derived from the page JSON. */
export interface PageColumns {
  url: string;
  isHomepage: boolean;
  published: boolean;
}

/**
 * A page's `edited` is the time of its last draft write, and the server owns it: every
 * save, over HTTP or through the collaboration channel (both end in `update`), stamps it,
 * whatever the client sent. The pages list's "Edited" column and the sitemap read it.
 */
export interface PagesRepository {
  findById(id: number): Promise<StoredPage | null>;
  findByUrl(divisionId: number, url: string): Promise<StoredPage | null>;
  listByDivision(divisionId: number): Promise<StoredPage[]>;
  /**
   * Inserts version 1 of a page; `uuid` must be unique. `edited` is the page's own when it
   * has one (the demo seed's fixtures), else now (the pages API clears a client's).
   */
  create(divisionId: number, uuid: string, page: Page, columns: PageColumns): Promise<StoredPage>;
  /**
   * Writes `page` only if the stored version is still `expectedVersion`, bumping it by one
   * and stamping `edited` with now. Check and write are one atomic statement, so of two
   * writers of the same version exactly one wins.
   */
  update(
    id: number,
    expectedVersion: number,
    page: Page,
    columns: PageColumns,
  ): Promise<PageUpdateResult>;
  delete(id: number): Promise<boolean>;
  /** Another page of the store already using `url` (url is unique per store). */
  urlTaken(divisionId: number, url: string, exceptId?: number): Promise<boolean>;
}

/** Parsing a page is most of the cost of reading one: each row version is parsed once. */
const parsedPages = boundedMemo<string, StoredPage>(2_000);

function toStored(row: Selectable<PagesTable>): StoredPage {
  return parsedPages(`${row.id}:${row.version}:${row.updated_at}:${row.division_id}`, () =>
    parseRow(row),
  );
}

function parseRow(row: Selectable<PagesTable>): StoredPage {
  const document = parseJson<Record<string, unknown>>(row.document, {});
  const page = pageSchema.parse({
    ...document,
    id: row.id,
    uuid: row.uuid,
    url: row.url,
    version: row.version,
    divisionId: row.division_id,
    published: fromFlag(row.published),
  });
  return { page, divisionId: row.division_id, isHomepage: fromFlag(row.is_homepage) };
}

/**
 * A published snapshot (table page_versions) as a stored page: the JSON kept at publish
 * time with the page's identity, its url then and the draft version it was taken from.
 * Parsed once per version row (rows never change).
 */
export function storedFromSnapshot(snapshot: {
  id: number;
  uuid: string;
  divisionId: number;
  url: string;
  pageVersion: number;
  versionId: number;
  document: string;
}): StoredPage {
  return parsedPages(
    `v${snapshot.versionId}:${snapshot.id}:${snapshot.divisionId}:${snapshot.uuid}`,
    () => {
      const document = parseJson<Record<string, unknown>>(snapshot.document, {});
      const page = pageSchema.parse({
        ...document,
        id: snapshot.id,
        uuid: snapshot.uuid,
        url: snapshot.url,
        version: snapshot.pageVersion,
        divisionId: snapshot.divisionId,
      });
      return { page, divisionId: snapshot.divisionId, isHomepage: snapshot.url === '/' };
    },
  );
}

/** The page JSON to store: server-owned fields live in columns and are not duplicated. */
export function documentOf(page: Page): string {
  const { id: _id, uuid: _uuid, version: _version, divisionId: _division, ...rest } = page;
  return JSON.stringify(rest);
}

export function createPagesRepository(db: Kysely<Database>): PagesRepository {
  // The hottest query, compiled once: only its parameter changes between calls.
  const byIdQuery = db.selectFrom('pages').selectAll().where('id', '=', 0).compile();
  const byId = async (id: number): Promise<Selectable<PagesTable> | undefined> =>
    (await db.executeQuery<Selectable<PagesTable>>({ ...byIdQuery, parameters: [id] })).rows[0];
  const findById = readThroughCache(async (id) => {
    const row = await byId(id);
    return row ? toStored(row) : null;
  }, changeCounterOf(db));

  return {
    findById,
    async findByUrl(divisionId, url) {
      const row = await db
        .selectFrom('pages')
        .selectAll()
        .where('division_id', '=', divisionId)
        .where('url', '=', url)
        .executeTakeFirst();
      return row ? toStored(row) : null;
    },
    async listByDivision(divisionId) {
      const rows = await db
        .selectFrom('pages')
        .selectAll()
        .where('division_id', '=', divisionId)
        .orderBy('id')
        .execute();
      return rows.map(toStored);
    },
    async create(divisionId, uuid, page, columns) {
      const now = nowIso();
      const row = await db
        .insertInto('pages')
        .values({
          uuid,
          division_id: divisionId,
          url: columns.url,
          is_homepage: toFlag(columns.isHomepage),
          published: toFlag(columns.published),
          version: 1,
          document: documentOf({ ...page, edited: page.edited ?? now }),
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toStored(row);
    },
    async update(id, expectedVersion, page, columns) {
      const now = nowIso();
      const row = await db
        .updateTable('pages')
        .set((eb) => ({
          url: columns.url,
          is_homepage: toFlag(columns.isHomepage),
          published: toFlag(columns.published),
          version: eb('version', '+', 1),
          document: documentOf({ ...page, edited: now }),
          updated_at: now,
        }))
        .where('id', '=', id)
        .where('version', '=', expectedVersion)
        .returningAll()
        .executeTakeFirst();
      if (row) return { status: 'saved', stored: toStored(row) };
      const current = await byId(id);
      return current ? { status: 'conflict', current: toStored(current) } : { status: 'missing' };
    },
    async delete(id) {
      const result = await db.deleteFrom('pages').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    async urlTaken(divisionId, url, exceptId) {
      let query = db
        .selectFrom('pages')
        .select('id')
        .where('division_id', '=', divisionId)
        .where('url', '=', url);
      if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },
  };
}
