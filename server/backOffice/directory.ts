import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { fromFlag, toFlag } from '../db/rows';

/** Customers and stores as staff find them: search by email or name, paged by offset. */
export interface CustomerRow {
  id: number;
  email: string;
  fullName: string;
  verified: boolean;
  twoFactorAuthEnabled: boolean;
  /** The spec's force2fa: two-factor must be set up at the next sign-in. */
  force2fa: boolean;
  stores: number[];
  createdAt: string;
}

export interface StoreRow {
  id: number;
  code: string;
  name: string;
  subdomain: string;
  customDomain: string | null;
  pro: boolean;
  active: boolean;
  /** The spec's manufacturer isFraud and isVip. */
  isFraud: boolean;
  isVip: boolean;
}

/** The store flags staff switch in atlas. */
export const STORE_FLAGS = ['pro', 'active', 'fraud', 'vip'] as const;
export type StoreFlag = (typeof STORE_FLAGS)[number];

const like = (text: string) => `%${text.toLowerCase()}%`;

type Db = Kysely<Database> | Transaction<Database>;

const storeColumns = (db: Db) =>
  db
    .selectFrom('divisions')
    .select(['id', 'code', 'name', 'subdomain', 'custom_domain', 'pro', 'active', 'fraud', 'vip']);

const storeOf = (row: {
  id: number;
  code: string;
  name: string;
  subdomain: string;
  custom_domain: string | null;
  pro: number;
  active: number;
  fraud: number;
  vip: number;
}): StoreRow => ({
  id: row.id,
  code: row.code,
  name: row.name,
  subdomain: row.subdomain,
  customDomain: row.custom_domain,
  pro: fromFlag(row.pro),
  active: fromFlag(row.active),
  isFraud: fromFlag(row.fraud),
  isVip: fromFlag(row.vip),
});

export function createDirectory(db: Kysely<Database>) {
  return {
    async customers(q: string | undefined, limit: number, offset: number): Promise<CustomerRow[]> {
      let query = db
        .selectFrom('users')
        .select([
          'id',
          'email',
          'first_name',
          'last_name',
          'verified',
          'two_factor_secret',
          'force_two_factor',
          'created_at',
        ])
        .where('internal', '=', 0);
      if (q)
        query = query.where((eb) =>
          eb.or([
            eb('email', 'like', like(q)),
            eb(eb.fn('lower', ['first_name']), 'like', like(q)),
            eb(eb.fn('lower', ['last_name']), 'like', like(q)),
          ]),
        );
      const rows = await query.orderBy('id', 'desc').limit(limit).offset(offset).execute();
      const grants =
        rows.length === 0
          ? []
          : await db
              .selectFrom('user_divisions')
              .select(['user_id', 'division_id'])
              .where(
                'user_id',
                'in',
                rows.map((row) => row.id),
              )
              .execute();
      return rows.map((row) => ({
        id: row.id,
        email: row.email,
        fullName: `${row.first_name} ${row.last_name}`.trim() || 'Unknown',
        verified: fromFlag(row.verified),
        twoFactorAuthEnabled: row.two_factor_secret !== null,
        force2fa: fromFlag(row.force_two_factor),
        stores: grants
          .filter((grant) => grant.user_id === row.id)
          .map((grant) => grant.division_id),
        createdAt: row.created_at,
      }));
    },

    async stores(q: string | undefined, limit: number, offset: number): Promise<StoreRow[]> {
      let query = storeColumns(db);
      if (q)
        query = query.where((eb) =>
          eb.or([
            eb(eb.fn('lower', ['name']), 'like', like(q)),
            eb('code', 'like', like(q)),
            eb('subdomain', 'like', like(q)),
            eb('custom_domain', 'like', like(q)),
          ]),
        );
      const rows = await query.orderBy('id').limit(limit).offset(offset).execute();
      return rows.map(storeOf);
    },

    async store(id: number, trx: Db = db): Promise<StoreRow | null> {
      const row = await storeColumns(trx).where('id', '=', id).executeTakeFirst();
      return row ? storeOf(row) : null;
    },

    /** Forces (or stops forcing) two-factor on a seller or customer; never staff. */
    async setForceTwoFactor(trx: Db, userId: number, value: boolean): Promise<void> {
      await trx
        .updateTable('users')
        .set({ force_two_factor: toFlag(value) })
        .where('id', '=', userId)
        .where('internal', '=', 0)
        .execute();
    },

    /** Sets one of a store's flags (an absolute value: repeating it changes nothing). */
    async setStoreFlag(trx: Db, id: number, flag: StoreFlag, value: boolean): Promise<void> {
      await trx
        .updateTable('divisions')
        .set({ [flag]: toFlag(value) })
        .where('id', '=', id)
        .execute();
    },
  };
}
