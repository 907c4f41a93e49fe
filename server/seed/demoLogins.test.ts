import { describe, expect, it } from 'vitest';
import { hashPassword } from '../accounts/passwords';
import { workingDemoLogins } from './demoLogins';
import { DEMO_PASSWORDS } from './seed';

describe('workingDemoLogins', () => {
  it('lists only the demo logins whose password verifies against the stored hash', async () => {
    const hashes = new Map([
      ['seller@demo.localhost', await hashPassword(DEMO_PASSWORDS.seller)],
      // Seeded in production mode: a random password the demo one does not match.
      ['staff@demo.localhost', await hashPassword('kV3x-random-production-password')],
    ]);
    const users = {
      findByEmail: async (email: string) => {
        const passwordHash = hashes.get(email);
        return passwordHash ? ({ passwordHash } as never) : null;
      },
    };
    expect(await workingDemoLogins(users)).toEqual([
      { role: 'seller', email: 'seller@demo.localhost', password: 'demo-seller-password' },
    ]);
  });

  it('lists nothing when the demo accounts are gone', async () => {
    expect(await workingDemoLogins({ findByEmail: async () => null })).toEqual([]);
  });
});
