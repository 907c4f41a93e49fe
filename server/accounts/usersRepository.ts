import type { Kysely, Selectable } from 'kysely';
import type { Database, UsersTable } from '../db/schema';
import { fromFlag, nowIso, toFlag } from '../db/rows';

/** Customers, sellers and staff are one table; `internal` marks staff. */
export interface User {
  id: number;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  verified: boolean;
  signedEula: boolean;
  internal: boolean;
  shouldHaveStore: boolean;
  dashboardAccess: boolean;
  twoFactorSecret: string | null;
  /** A secret shown at two-factor set-up, not yet confirmed with a code. */
  twoFactorPendingSecret: string | null;
  /** The EULA version accepted (null: none yet). */
  eulaVersion: string | null;
  /** Staff require two-factor of this account (atlas): set it up before anything else. */
  forceTwoFactor: boolean;
}

export interface NewUser {
  email: string;
  passwordHash: string;
  firstName?: string;
  lastName?: string;
  verified?: boolean;
  signedEula?: boolean;
  internal?: boolean;
  shouldHaveStore?: boolean;
  dashboardAccess?: boolean;
}

export interface UsersRepository {
  findById(id: number): Promise<User | null>;
  /** Emails are compared case-insensitively (stored lower-cased). */
  findByEmail(email: string): Promise<User | null>;
  create(input: NewUser): Promise<User>;
  setPasswordHash(id: number, hash: string): Promise<void>;
  setTwoFactorSecret(id: number, secret: string | null): Promise<void>;
  /** Division ids whose dashboard this user may use (dashboard permissions). */
  divisionsOf(id: number): Promise<number[]>;
  /** The store's team: the users whose dashboard the division is in. */
  teamOf(divisionId: number): Promise<number[]>;
  grantDivision(userId: number, divisionId: number): Promise<void>;
  /** Replaces the user's recovery codes with new hashes. */
  setRecoveryCodes(userId: number, codeHashes: string[]): Promise<void>;
  /** Marks an unused code used; true only for the one caller that used it. */
  useRecoveryCode(userId: number, codeHash: string): Promise<boolean>;
  createPasswordReset(userId: number, tokenHash: string, expiresAt: string): Promise<void>;
  /** The user id of a valid, unused reset token, marking it used; null otherwise. */
  consumePasswordReset(tokenHash: string): Promise<number | null>;
  /** A new address, not verified until its link is followed. */
  setEmail(id: number, email: string): Promise<void>;
  setTwoFactorPendingSecret(id: number, secret: string | null): Promise<void>;
  signEula(id: number, version: string, at: string): Promise<void>;
  recoveryCodesLeft(userId: number): Promise<number>;
  createEmailVerification(
    userId: number,
    email: string,
    tokenHash: string,
    expiresAt: string,
  ): Promise<void>;
  /** When the user's newest verification link was made (ISO), for the resend cool-down. */
  lastEmailVerificationAt(userId: number): Promise<string | null>;
  /**
   * Marks a valid, unused link used and the user verified when the link's address is
   * still theirs; the user id, or null for an unknown, used, expired or stale link.
   */
  consumeEmailVerification(tokenHash: string): Promise<number | null>;
}

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

function toUser(row: Selectable<UsersTable>): User {
  return {
    id: row.id,
    email: row.email,
    passwordHash: row.password_hash,
    firstName: row.first_name,
    lastName: row.last_name,
    verified: fromFlag(row.verified),
    signedEula: fromFlag(row.signed_eula),
    internal: fromFlag(row.internal),
    shouldHaveStore: fromFlag(row.should_have_store),
    dashboardAccess: fromFlag(row.dashboard_access),
    twoFactorSecret: row.two_factor_secret,
    twoFactorPendingSecret: row.two_factor_pending_secret,
    eulaVersion: row.eula_version,
    forceTwoFactor: fromFlag(row.force_two_factor),
  };
}

export function createUsersRepository(db: Kysely<Database>): UsersRepository {
  return {
    async findById(id) {
      const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toUser(row) : null;
    },
    async findByEmail(email) {
      const row = await db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', normaliseEmail(email))
        .executeTakeFirst();
      return row ? toUser(row) : null;
    },
    async create(input) {
      const row = await db
        .insertInto('users')
        .values({
          email: normaliseEmail(input.email),
          password_hash: input.passwordHash,
          first_name: input.firstName ?? '',
          last_name: input.lastName ?? '',
          verified: toFlag(input.verified ?? false),
          signed_eula: toFlag(input.signedEula ?? false),
          internal: toFlag(input.internal ?? false),
          should_have_store: toFlag(input.shouldHaveStore ?? false),
          dashboard_access: toFlag(input.dashboardAccess ?? false),
          two_factor_secret: null,
          created_at: nowIso(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toUser(row);
    },
    async setPasswordHash(id, hash) {
      await db.updateTable('users').set({ password_hash: hash }).where('id', '=', id).execute();
    },
    async setTwoFactorSecret(id, secret) {
      await db
        .updateTable('users')
        .set({ two_factor_secret: secret })
        .where('id', '=', id)
        .execute();
    },
    async divisionsOf(id) {
      const rows = await db
        .selectFrom('user_divisions')
        .select('division_id')
        .where('user_id', '=', id)
        .orderBy('division_id')
        .execute();
      return rows.map((row) => row.division_id);
    },
    async teamOf(divisionId) {
      const rows = await db
        .selectFrom('user_divisions')
        .select('user_id')
        .where('division_id', '=', divisionId)
        .orderBy('user_id')
        .execute();
      return rows.map((row) => row.user_id);
    },
    async grantDivision(userId, divisionId) {
      await db
        .insertInto('user_divisions')
        .values({ user_id: userId, division_id: divisionId })
        .onConflict((oc) => oc.doNothing())
        .execute();
    },
    async setRecoveryCodes(userId, codeHashes) {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
        if (codeHashes.length === 0) return;
        await trx
          .insertInto('recovery_codes')
          .values(codeHashes.map((code_hash) => ({ user_id: userId, code_hash, used_at: null })))
          .execute();
      });
    },
    async useRecoveryCode(userId, codeHash) {
      const result = await db
        .updateTable('recovery_codes')
        .set({ used_at: nowIso() })
        .where('user_id', '=', userId)
        .where('code_hash', '=', codeHash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async createPasswordReset(userId, tokenHash, expiresAt) {
      await db
        .insertInto('password_resets')
        .values({ token_hash: tokenHash, user_id: userId, expires_at: expiresAt, used_at: null })
        .execute();
    },
    async consumePasswordReset(tokenHash) {
      const row = await db
        .updateTable('password_resets')
        .set({ used_at: nowIso() })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', nowIso())
        .returning('user_id')
        .executeTakeFirst();
      return row?.user_id ?? null;
    },
    async setEmail(id, email) {
      await db
        .updateTable('users')
        .set({ email: normaliseEmail(email), verified: 0 })
        .where('id', '=', id)
        .execute();
    },
    async setTwoFactorPendingSecret(id, secret) {
      await db
        .updateTable('users')
        .set({ two_factor_pending_secret: secret })
        .where('id', '=', id)
        .execute();
    },
    async signEula(id, version, at) {
      await db
        .updateTable('users')
        .set({ signed_eula: 1, eula_version: version, eula_signed_at: at })
        .where('id', '=', id)
        .execute();
    },
    async recoveryCodesLeft(userId) {
      const row = await db
        .selectFrom('recovery_codes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async createEmailVerification(userId, email, tokenHash, expiresAt) {
      await db
        .insertInto('email_verifications')
        .values({
          token_hash: tokenHash,
          user_id: userId,
          email: normaliseEmail(email),
          created_at: nowIso(),
          expires_at: expiresAt,
          used_at: null,
        })
        .execute();
    },
    async lastEmailVerificationAt(userId) {
      const row = await db
        .selectFrom('email_verifications')
        .select('created_at')
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .executeTakeFirst();
      return row?.created_at ?? null;
    },
    async consumeEmailVerification(tokenHash) {
      return db.transaction().execute(async (trx) => {
        const link = await trx
          .updateTable('email_verifications')
          .set({ used_at: nowIso() })
          .where('token_hash', '=', tokenHash)
          .where('used_at', 'is', null)
          .where('expires_at', '>', nowIso())
          .returning(['user_id', 'email'])
          .executeTakeFirst();
        if (!link) return null;
        const verified = await trx
          .updateTable('users')
          .set({ verified: 1 })
          .where('id', '=', link.user_id)
          .where('email', '=', link.email)
          .executeTakeFirst();
        return Number(verified.numUpdatedRows) > 0 ? link.user_id : null;
      });
    },
  };
}
