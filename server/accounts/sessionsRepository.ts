import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { nowIso } from '../repositories/rows';

export interface SessionRecord {
  tokenHash: string;
  publicId: string;
  userId: number | null;
  expiresAt: string;
}

export interface SessionsRepository {
  create(record: SessionRecord): Promise<void>;
  /** A live (unexpired) session by its token hash. */
  find(tokenHash: string): Promise<SessionRecord | null>;
  delete(tokenHash: string): Promise<void>;
  deleteExpired(): Promise<number>;
}

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
      return row
        ? {
            tokenHash: row.token_hash,
            publicId: row.public_id,
            userId: row.user_id,
            expiresAt: row.expires_at,
          }
        : null;
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
  };
}
