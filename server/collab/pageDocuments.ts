import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { nowIso } from '../db/rows';
import { decodeStoredState, encodeStoredState } from './storedState';

/** A page's stored collaboration document (table page_documents, migration 003). */
export interface StoredPageDocument {
  pageId: number;
  lineage: string;
  /** The page version the state was stored with. */
  version: number;
  state: Uint8Array;
}

export interface PageDocumentsRepository {
  find(pageId: number): Promise<StoredPageDocument | null>;
  /** Lineage and version only: what a connecting client's claim is checked against. */
  lineage(pageId: number): Promise<{ lineage: string; version: number } | null>;
  /** Inserts or replaces the page's document. */
  save(document: StoredPageDocument): Promise<void>;
}

/** Works on the database or inside a transaction (a Kysely Transaction is a Kysely). */
export function createPageDocumentsRepository(db: Kysely<Database>): PageDocumentsRepository {
  return {
    async find(pageId) {
      const row = await db
        .selectFrom('page_documents')
        .selectAll()
        .where('page_id', '=', pageId)
        .executeTakeFirst();
      return row
        ? {
            pageId: row.page_id,
            lineage: row.lineage,
            version: row.version,
            state: decodeStoredState(new Uint8Array(row.state), row.encoding),
          }
        : null;
    },
    async lineage(pageId) {
      const row = await db
        .selectFrom('page_documents')
        .select(['lineage', 'version'])
        .where('page_id', '=', pageId)
        .executeTakeFirst();
      return row ?? null;
    },
    async save({ pageId, lineage, version, state }) {
      const stored = encodeStoredState(state);
      // Both drivers bind a Buffer as a blob/bytea; a plain Uint8Array is refused by better-sqlite3.
      const bytes = Buffer.from(
        stored.bytes.buffer,
        stored.bytes.byteOffset,
        stored.bytes.byteLength,
      );
      const values = {
        lineage,
        version,
        state: bytes,
        encoding: stored.encoding,
        updated_at: nowIso(),
      };
      await db
        .insertInto('page_documents')
        .values({ page_id: pageId, ...values })
        .onConflict((conflict) => conflict.column('page_id').doUpdateSet(values))
        .execute();
    },
  };
}
