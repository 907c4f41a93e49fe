import type { Kysely, Transaction } from 'kysely';
import type { PermissionRequestStatus } from '../../src/backOffice/permissionRequests';
import type { Database } from '../db/schema';

/** The permission-request inbox: requests with who asked and for which store, oldest first. */
export interface PermissionRequestRow {
  id: number;
  userId: number;
  email: string;
  fullName: string;
  divisionId: number | null;
  storeName: string | null;
  permissions: string;
  reason: string;
  status: string;
  note: string;
  answeredAt: string | null;
  answeredBy: string | null;
  createdAt: string;
}

type Db = Kysely<Database> | Transaction<Database>;

const baseQuery = (db: Db) =>
  db
    .selectFrom('permission_requests as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .leftJoin('divisions as d', 'd.id', 'r.division_id')
    .leftJoin('users as staff', 'staff.id', 'r.answered_by')
    .select([
      'r.id',
      'r.user_id',
      'u.email',
      'u.first_name',
      'u.last_name',
      'r.division_id',
      'd.name as store_name',
      'r.permissions',
      'r.reason',
      'r.status',
      'r.note',
      'r.answered_at',
      'staff.email as answered_by_email',
      'r.created_at',
    ]);

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

const rowOf = (row: Row): PermissionRequestRow => ({
  id: row.id,
  userId: row.user_id,
  email: row.email,
  fullName: [row.first_name, row.last_name].filter(Boolean).join(' '),
  divisionId: row.division_id,
  storeName: row.store_name ?? null,
  permissions: row.permissions,
  reason: row.reason,
  status: row.status,
  note: row.note,
  answeredAt: row.answered_at,
  answeredBy: row.answered_by_email ?? null,
  createdAt: row.created_at,
});

export function createPermissionRequestsRepository(db: Kysely<Database>) {
  return {
    /** Pending ones oldest first (the queue); answered ones newest answer first. */
    async list(
      status: PermissionRequestStatus,
      limit: number,
      offset: number,
    ): Promise<PermissionRequestRow[]> {
      let query = baseQuery(db).where('r.status', '=', status);
      query =
        status === 'pending'
          ? query.orderBy('r.created_at').orderBy('r.id')
          : query.orderBy('r.answered_at', 'desc').orderBy('r.id', 'desc');
      const rows = await query.limit(limit).offset(offset).execute();
      return rows.map(rowOf);
    },

    async find(trx: Db, id: number): Promise<PermissionRequestRow | null> {
      const row = await baseQuery(trx).where('r.id', '=', id).executeTakeFirst();
      return row ? rowOf(row) : null;
    },

    /** Answers a request that is still pending (compare and set); false when it was not. */
    async answer(
      trx: Db,
      id: number,
      answer: { status: PermissionRequestStatus; note: string; staffUserId: number; at: string },
    ): Promise<boolean> {
      const result = await trx
        .updateTable('permission_requests')
        .set({
          status: answer.status,
          note: answer.note,
          answered_by: answer.staffUserId,
          answered_at: answer.at,
        })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The store a requester is told in: the request's own, else the first store they belong to. */
    async noticeDivision(trx: Db, request: PermissionRequestRow): Promise<number | null> {
      if (request.divisionId !== null) return request.divisionId;
      const row = await trx
        .selectFrom('user_divisions')
        .select('division_id')
        .where('user_id', '=', request.userId)
        .orderBy('division_id')
        .executeTakeFirst();
      return row?.division_id ?? null;
    },

    /** Granting the dashboard switches on the requester's dashboard access. */
    async grantDashboardAccess(trx: Db, userId: number): Promise<boolean> {
      const before = await trx
        .selectFrom('users')
        .select('dashboard_access')
        .where('id', '=', userId)
        .executeTakeFirst();
      await trx
        .updateTable('users')
        .set({ dashboard_access: 1 })
        .where('id', '=', userId)
        .execute();
      return before?.dashboard_access === 1;
    },

    /** Replaces a staff member's granted atlas permissions (bumping the profile's version). */
    async setGrantedPermissions(trx: Db, userId: number, granted: readonly string[]) {
      await trx
        .updateTable('staff_profiles')
        .set((eb) => ({
          granted_permissions: JSON.stringify(granted),
          version: eb('version', '+', 1),
        }))
        .where('user_id', '=', userId)
        .execute();
    },
  };
}
