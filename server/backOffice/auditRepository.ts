import type { Kysely, Transaction } from 'kysely';
import type { AuditQuery } from '../../src/backOffice';
import type { Database } from '../db/schema';
import { parseJson } from '../db/rows';

/**
 * The audit log of staff actions. Append-only by construction: this repository is the
 * only writer and has no update or delete, so a record, once written, stays as written.
 */
export interface AuditEntry {
  id: number;
  staffUserId: number;
  staffEmail: string;
  action: string;
  subjectType: string;
  subjectId: string;
  before: unknown;
  after: unknown;
  createdAt: string;
}

export interface NewAuditEntry {
  staffUserId: number;
  staffEmail: string;
  action: string;
  subjectType: string;
  subjectId: string | number;
  before: unknown;
  after: unknown;
  createdAt: string;
}

type Db = Kysely<Database> | Transaction<Database>;

const json = (value: unknown): string | null =>
  value === undefined ? null : JSON.stringify(value);

export function createAuditRepository(db: Kysely<Database>) {
  return {
    async append(trx: Db, entry: NewAuditEntry): Promise<void> {
      await trx
        .insertInto('atlas_audit_log')
        .values({
          staff_user_id: entry.staffUserId,
          staff_email: entry.staffEmail,
          action: entry.action,
          subject_type: entry.subjectType,
          subject_id: String(entry.subjectId),
          before: json(entry.before),
          after: json(entry.after),
          created_at: entry.createdAt,
        })
        .execute();
    },
    /** Newest first; `q` matches the staff email, the action or the subject id. */
    async search(
      query: AuditQuery,
      pageSize: number,
    ): Promise<{ entries: AuditEntry[]; hasMore: boolean }> {
      let select = db.selectFrom('atlas_audit_log').selectAll();
      if (query.action) select = select.where('action', '=', query.action);
      if (query.q) {
        const like = `%${query.q.toLowerCase()}%`;
        select = select.where((eb) =>
          eb.or([
            eb('staff_email', 'like', like),
            eb('action', 'like', like),
            eb('subject_id', '=', query.q ?? ''),
          ]),
        );
      }
      const rows = await select
        .orderBy('id', 'desc')
        .limit(pageSize + 1)
        .offset((query.page - 1) * pageSize)
        .execute();
      return {
        hasMore: rows.length > pageSize,
        entries: rows.slice(0, pageSize).map((row) => ({
          id: row.id,
          staffUserId: row.staff_user_id,
          staffEmail: row.staff_email,
          action: row.action,
          subjectType: row.subject_type,
          subjectId: row.subject_id,
          before: row.before === null ? null : parseJson<unknown>(row.before, null),
          after: row.after === null ? null : parseJson<unknown>(row.after, null),
          createdAt: row.created_at,
        })),
      };
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
