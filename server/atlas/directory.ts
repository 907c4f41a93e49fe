import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { fromFlag, toFlag } from '../db/rows';

/** Customers and stores as staff find them: search by email or name, paged by offset. */
export interface CustomerRow {
  id: number;
  email: string;
  fullName: string;
  verified: boolean;
  twoFactorAuthEnabled: boolean;
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
}

const like = (text: string) => `%${text.toLowerCase()}%`;

const storeColumns = (db: Kysely<Database>) =>
  db
    .selectFrom('divisions')
    .select(['id', 'code', 'name', 'subdomain', 'custom_domain', 'pro', 'active']);

const storeOf = (row: {
  id: number;
  code: string;
  name: string;
  subdomain: string;
  custom_domain: string | null;
  pro: number;
  active: number;
}): StoreRow => ({
  id: row.id,
  code: row.code,
  name: row.name,
  subdomain: row.subdomain,
  customDomain: row.custom_domain,
  pro: fromFlag(row.pro),
  active: fromFlag(row.active),
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

    async store(id: number): Promise<StoreRow | null> {
      const row = await storeColumns(db).where('id', '=', id).executeTakeFirst();
      return row ? storeOf(row) : null;
    },

    /** Sets a store's pro or active flag (an absolute value: repeating it changes nothing). */
    async setStoreFlag(id: number, flag: 'pro' | 'active', value: boolean): Promise<void> {
      await db
        .updateTable('divisions')
        .set(flag === 'pro' ? { pro: toFlag(value) } : { active: toFlag(value) })
        .where('id', '=', id)
        .execute();
    },
  };
}
