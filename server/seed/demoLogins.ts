import { verifyPassword } from '../accounts/passwords';
import type { Repositories } from '../db/repos';
import { DEMO_PASSWORDS, DEMO_STAFF_TWO_FACTOR_SECRET, type DemoLogin } from './seed';

const DEMO_ACCOUNTS: readonly DemoLogin[] = [
  { role: 'seller', email: 'seller@demo.localhost', password: DEMO_PASSWORDS.seller },
  { role: 'staff', email: 'staff@demo.localhost', password: DEMO_PASSWORDS.staff },
  {
    role: 'staff',
    email: 'atlas@demo.localhost',
    password: DEMO_PASSWORDS.atlas,
    twoFactorSecret: DEMO_STAFF_TWO_FACTOR_SECRET,
  },
];

/**
 * The development demo logins that really sign in on this database. A database seeded in
 * production mode has random passwords (printed once then), and a seller may have changed
 * theirs: a login is printed on a later start only when its password still verifies.
 */
export async function workingDemoLogins(
  users: Pick<Repositories['users'], 'findByEmail'>,
): Promise<DemoLogin[]> {
  const checked = await Promise.all(
    DEMO_ACCOUNTS.map(async (login) => {
      const user = await users.findByEmail(login.email);
      return user && (await verifyPassword(user.passwordHash, login.password)) ? login : null;
    }),
  );
  return checked.filter((login): login is DemoLogin => login !== null);
}
