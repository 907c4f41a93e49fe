import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { nowIso, parseJson } from '../db/rows';

/**
 * Write-mostly records the API stores and the back-office reads later: events, permission
 * requests, remill submissions, mailing-list subscribers and the mail outbox.
 */
export interface OutboxMessage {
  kind: string;
  recipient: string;
  subject: string;
  body: Record<string, unknown>;
}

/** A user asking for permissions (comma-separated names) on a store, with their reason. */
export interface PermissionRequest {
  userId: number;
  divisionId: number | null;
  permissions: string;
  reason: string;
}

export interface RecordsRepository {
  recordEvents(
    source: 'collector' | 'log',
    events: Array<{ name: string; payload: unknown; divisionId: number | null }>,
  ): Promise<void>;
  countEvents(source: 'collector' | 'log'): Promise<number>;
  requestPermission(request: PermissionRequest): Promise<void>;
  /** Pending requests, oldest first (what staff have to answer). */
  pendingPermissionRequests(): Promise<
    Array<PermissionRequest & { id: number; createdAt: string }>
  >;
  submitRemill(email: string, divisionId: number | null): Promise<void>;
  /** False when the address was already on the list. */
  enqueueMail(message: OutboxMessage): Promise<void>;
  outbox(kind?: string): Promise<Array<OutboxMessage & { id: number }>>;
}

export function createRecordsRepository(db: Kysely<Database>): RecordsRepository {
  return {
    async recordEvents(source, events) {
      if (events.length === 0) return;
      const created_at = nowIso();
      await db
        .insertInto('events')
        .values(
          events.map((event) => ({
            source,
            name: event.name,
            payload: JSON.stringify(event.payload ?? null),
            division_id: event.divisionId,
            created_at,
          })),
        )
        .execute();
    },
    async countEvents(source) {
      const row = await db
        .selectFrom('events')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('source', '=', source)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async requestPermission({ userId, divisionId, permissions, reason }) {
      await db
        .insertInto('permission_requests')
        .values({
          user_id: userId,
          division_id: divisionId,
          permissions,
          reason,
          answered_at: null,
          answered_by: null,
          created_at: nowIso(),
        })
        .execute();
    },
    async pendingPermissionRequests() {
      const rows = await db
        .selectFrom('permission_requests')
        .select(['id', 'user_id', 'division_id', 'permissions', 'reason', 'created_at'])
        .where('status', '=', 'pending')
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        userId: row.user_id,
        divisionId: row.division_id,
        permissions: row.permissions,
        reason: row.reason,
        createdAt: row.created_at,
      }));
    },
    async submitRemill(email, divisionId) {
      await db
        .insertInto('remill_submissions')
        .values({ email, division_id: divisionId, created_at: nowIso() })
        .execute();
    },
    async enqueueMail(message) {
      await db
        .insertInto('outbox')
        .values({
          kind: message.kind,
          recipient: message.recipient,
          subject: message.subject,
          body: JSON.stringify(message.body),
          created_at: nowIso(),
          sent_at: null,
        })
        .execute();
    },
    async outbox(kind) {
      let query = db.selectFrom('outbox').selectAll().orderBy('id');
      if (kind) query = query.where('kind', '=', kind);
      const rows = await query.execute();
      return rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        recipient: row.recipient,
        subject: row.subject,
        body: parseJson(row.body, {}),
      }));
    },
  };
}
