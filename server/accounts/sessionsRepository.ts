import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import { nowIso } from '../db/rows';

export interface SessionRecord {
  tokenHash: string;
  publicId: string;
  userId: number | null;
  expiresAt: string;
  /** The browser that started the session (for the owner's sessions list). */
  userAgent?: string;
  createdAt?: string;
  /** The staff user signed in as this session's user (server/backOffice/impersonation.ts). */
  impersonatorUserId?: number | null;
}

export interface SessionsRepository {
  create(record: SessionRecord): Promise<void>;
  /** A live (unexpired) session by its token hash. */
  find(tokenHash: string): Promise<SessionRecord | null>;
  delete(tokenHash: string): Promise<void>;
  deleteExpired(): Promise<number>;
  /** The user's live sessions, oldest first. */
  listForUser(userId: number): Promise<SessionRecord[]>;
  /** Ends every session of the user but the one kept (null: all of them). */
  deleteForUser(userId: number, keepTokenHash: string | null): Promise<void>;
  /** Ends one of the user's sessions by its public id; false when it is not theirs. */
  deleteByPublicId(userId: number, publicId: string): Promise<boolean>;
}

type SessionRow = Selectable<Database['sessions']>;
const toRecord = (row: SessionRow): SessionRecord => ({
  tokenHash: row.token_hash,
  publicId: row.public_id,
  userId: row.user_id,
  expiresAt: row.expires_at,
  userAgent: row.user_agent,
  createdAt: row.created_at,
  impersonatorUserId: row.impersonator_user_id,
});

export function createSessionsRepository(db: Kysely<Database>): SessionsRepository {
  return {
    async create(record) {
      await db
        .insertInto('sessions')
        .values({
          token_hash: record.tokenHash,
          public_id: record.publicId,
          user_id: record.userId,
          created_at: nowIso(),
          expires_at: record.expiresAt,
          user_agent: (record.userAgent ?? '').slice(0, 300),
          impersonator_user_id: record.impersonatorUserId ?? null,
        })
        .execute();
    },
    async find(tokenHash) {
      const row = await db
        .selectFrom('sessions')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .where('expires_at', '>', nowIso())
        .executeTakeFirst();
      return row ? toRecord(row) : null;
    },
    async delete(tokenHash) {
      await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
    },
    async deleteExpired() {
      const result = await db
        .deleteFrom('sessions')
        .where('expires_at', '<=', nowIso())
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
    async listForUser(userId) {
      const rows = await db
        .selectFrom('sessions')
        .selectAll()
        .where('user_id', '=', userId)
        .where('expires_at', '>', nowIso())
        .orderBy('created_at')
        .execute();
      return rows.map(toRecord);
    },
    async deleteForUser(userId, keepTokenHash) {
      let query = db.deleteFrom('sessions').where('user_id', '=', userId);
      if (keepTokenHash !== null) query = query.where('token_hash', '!=', keepTokenHash);
      await query.execute();
    },
    async deleteByPublicId(userId, publicId) {
      const result = await db
        .deleteFrom('sessions')
        .where('user_id', '=', userId)
        .where('public_id', '=', publicId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
