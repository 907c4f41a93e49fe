import { hashPassword } from '../../../server/accounts/passwords';
import { createRepositories, type Repositories } from '../../../server/db/repos';
import type { TestDatabase, TestDatabaseKind } from './databases';

/** A fresh migrated database, its repositories and one empty store, for repository contracts. */
export interface StoreDatabase {
  test: TestDatabase;
  repos: Repositories;
  divisionId: number;
}

export async function openStoreDatabase(open: TestDatabaseKind['open']): Promise<StoreDatabase> {
  const test = await open();
  const repos = createRepositories(test.handle.db);
  const { id } = await repos.divisions.create({
    code: 'Demo',
    name: 'Demo',
    subdomain: 'demo',
    theme: 'naked',
  });
  return { test, repos, divisionId: id };
}

/**
 * A store (`code` is its subdomain too) and one signed-up seller of it, written straight
 * to a database a spawned server then opens: with a store present it skips the demo seed
 * and starts quickly.
 */
export async function seedStoreWithSeller(
  test: TestDatabase,
  store: { code: string; name: string },
  seller: { email: string; password: string },
): Promise<void> {
  const repos = createRepositories(test.handle.db);
  const division = await repos.divisions.create({
    code: store.code,
    name: store.name,
    subdomain: store.code,
    theme: 'naked',
  });
  const user = await repos.users.create({
    email: seller.email,
    passwordHash: await hashPassword(seller.password),
    verified: true,
    signedEula: true,
    dashboardAccess: true,
  });
  await repos.users.grantDivision(user.id, division.id);
}
