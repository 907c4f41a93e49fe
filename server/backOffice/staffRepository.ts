import type { Kysely, Selectable, Transaction } from 'kysely';
import type { StaffStatus } from '../../src/backOffice';
import type { Database, StaffProfilesTable } from '../db/schema';
import { fromFlag, nowIso, toFlag } from '../db/rows';
import type { NewStaff, StaffEdit } from '../../src/backOffice/staffForm';

/** A staff user as atlas sees them: the account's fields plus the staff profile. */
export interface StaffUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  fullName: string;
  username: string;
  status: StaffStatus;
  role: string | null;
  team: string;
  mission: string;
  colour: string;
  reportsTo: number | null;
  isLeadership: boolean;
  mutedAt: string | null;
  lastActive: string | null;
  twoFactorAuthEnabled: boolean;
  /** An image address, or empty. */
  avatar: string;
  /** Atlas permissions granted from the requests inbox on top of the role's. */
  grantedPermissions: readonly string[];
  version: number;
}

export interface NewStaffProfile {
  username: string;
  status: StaffStatus;
  role: string | null;
  team?: string;
  reportsTo?: number | null;
  isLeadership?: boolean;
}

type Db = Kysely<Database> | Transaction<Database>;

const asStatus = (value: number | null): StaffStatus =>
  value === 0 || value === -1 ? value : null;

/** The stored JSON list of granted permission names; anything else reads as none. */
function grantedOf(stored: string): string[] {
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed.filter((name) => typeof name === 'string') : [];
  } catch {
    return [];
  }
}

function staffOf(
  row: Selectable<StaffProfilesTable> & {
    email: string;
    first_name: string;
    last_name: string;
    two_factor_secret: string | null;
  },
): StaffUser {
  const fullName = `${row.first_name} ${row.last_name}`.trim();
  return {
    id: row.user_id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    fullName: fullName || row.username,
    username: row.username,
    status: asStatus(row.status),
    role: row.role,
    team: row.team,
    mission: row.mission,
    colour: row.colour,
    reportsTo: row.reports_to,
    isLeadership: fromFlag(row.is_leadership),
    mutedAt: row.muted_at,
    lastActive: row.last_active,
    twoFactorAuthEnabled: row.two_factor_secret !== null,
    avatar: row.avatar,
    grantedPermissions: grantedOf(row.granted_permissions),
    version: row.version,
  };
}

const staffQuery = (db: Db) =>
  db
    .selectFrom('staff_profiles')
    .innerJoin('users', 'users.id', 'staff_profiles.user_id')
    .selectAll('staff_profiles')
    .select(['users.email', 'users.first_name', 'users.last_name', 'users.two_factor_secret'])
    .where('users.internal', '=', 1);

export function createStaffRepository(db: Kysely<Database>) {
  const find = async (trx: Db, id: number): Promise<StaffUser | null> => {
    const row = await staffQuery(trx).where('staff_profiles.user_id', '=', id).executeTakeFirst();
    return row ? staffOf(row) : null;
  };
  return {
    find: (id: number) => find(db, id),
    findIn: find,
    async list(search: string | undefined, limit: number, offset: number): Promise<StaffUser[]> {
      let query = staffQuery(db);
      if (search) {
        const like = `%${search.toLowerCase()}%`;
        query = query.where((eb) =>
          eb.or([
            eb('users.email', 'like', like),
            eb('staff_profiles.username', 'like', like),
            eb('users.first_name', 'like', like),
            eb('users.last_name', 'like', like),
          ]),
        );
      }
      const rows = await query
        .orderBy('staff_profiles.user_id')
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map(staffOf);
    },
    async createProfile(userId: number, profile: NewStaffProfile): Promise<void> {
      await db
        .insertInto('staff_profiles')
        .values({
          user_id: userId,
          username: profile.username,
          status: profile.status,
          role: profile.role,
          team: profile.team ?? '',
          reports_to: profile.reportsTo ?? null,
          is_leadership: toFlag(profile.isLeadership ?? false),
          muted_at: null,
          last_active: null,
        })
        .execute();
    },
    /** Sets or clears mutedAt; false when the profile changed since `version` was read. */
    async setMutedAt(
      trx: Db,
      userId: number,
      mutedAt: string | null,
      version: number,
    ): Promise<boolean> {
      const result = await trx
        .updateTable('staff_profiles')
        .set((eb) => ({ muted_at: mutedAt, version: eb('version', '+', 1) }))
        .where('user_id', '=', userId)
        .where('version', '=', version)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    /** True when another user already has this username (case-insensitive). */
    async usernameTaken(trx: Db, username: string, exceptUserId: number | null): Promise<boolean> {
      let query = trx
        .selectFrom('staff_profiles')
        .select('user_id')
        .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()));
      if (exceptUserId !== null) query = query.where('user_id', '!=', exceptUserId);
      return (await query.executeTakeFirst()) !== undefined;
    },
    async emailTaken(trx: Db, email: string): Promise<boolean> {
      const row = await trx
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirst();
      return row !== undefined;
    },
    /** A new staff account (no usable password until they follow their link) and profile. */
    async createStaff(trx: Db, input: NewStaff, passwordHash: string): Promise<number> {
      const user = await trx
        .insertInto('users')
        .values({
          email: input.email,
          password_hash: passwordHash,
          first_name: input.firstName,
          last_name: input.lastName,
          verified: 1,
          signed_eula: 0,
          internal: 1,
          should_have_store: 0,
          dashboard_access: 0,
          two_factor_secret: null,
          created_at: nowIso(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('staff_profiles')
        .values({
          user_id: user.id,
          username: input.username,
          status: input.status,
          role: input.role,
          team: input.team,
          reports_to: input.reportsTo,
          is_leadership: toFlag(input.isLeadership),
          avatar: input.avatar,
          muted_at: null,
          last_active: null,
        })
        .execute();
      return user.id;
    },
    /** Saves an edit made at `version`; false when the profile changed meanwhile. */
    async updateStaff(trx: Db, userId: number, edit: StaffEdit): Promise<boolean> {
      const result = await trx
        .updateTable('staff_profiles')
        .set((eb) => ({
          username: edit.username,
          status: edit.status,
          role: edit.role,
          team: edit.team,
          reports_to: edit.reportsTo,
          is_leadership: toFlag(edit.isLeadership),
          avatar: edit.avatar,
          version: eb('version', '+', 1),
        }))
        .where('user_id', '=', userId)
        .where('version', '=', edit.version)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await trx
        .updateTable('users')
        .set({ first_name: edit.firstName, last_name: edit.lastName })
        .where('id', '=', userId)
        .execute();
      return true;
    },
    async touch(userId: number, at: string): Promise<void> {
      await db
        .updateTable('staff_profiles')
        .set({ last_active: at })
        .where('user_id', '=', userId)
        .execute();
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
