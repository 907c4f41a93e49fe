import { describe, expect, it } from 'vitest';
import { pageSchema } from '../../src/model';
import type { Division } from '../store/divisionsRepository';
import { divisionSettingsSchema } from '../store/divisionSettings';
import type { RequestAuth } from '../accounts/session';
import { testUser } from '../accounts/testing/users';
import { shopperRefusal } from './access';

const user = testUser;
const anonymous: RequestAuth = { session: null, user: null, divisions: [] };
const customer: RequestAuth = { session: null, user: user(), divisions: [] };
const seller: RequestAuth = { session: null, user: user(), divisions: [7] };
const staff: RequestAuth = { session: null, user: user({ internal: true }), divisions: [] };
const store = (over: Partial<Division> = {}): Division => ({
  id: 7,
  code: 'demo',
  name: 'Demo',
  subdomain: 'demo',
  customDomain: null,
  logo: null,
  theme: 'teemill',
  pro: false,
  active: true,
  passwordProtected: false,
  settings: divisionSettingsSchema.parse({}),
  setup: {} as Division['setup'],
  settingsVersion: 0,
  storePasswordHash: null,
  ...over,
});
const demo = store();
const page = (loginState: string, published = true) =>
  pageSchema.parse({ published, properties: { loginState: { value: loginState } } });

describe('page access', () => {
  it('applies loginState to shoppers', () => {
    expect(shopperRefusal(page('everyone'), anonymous, demo)).toBeNull();
    expect(shopperRefusal(page('logged-in'), anonymous, demo)).toBe('forbidden');
    expect(shopperRefusal(page('logged-in'), customer, demo)).toBeNull();
    expect(shopperRefusal(page('logged-out'), customer, demo)).toBe('forbidden');
    expect(shopperRefusal(page('logged-out'), anonymous, demo)).toBeNull();
    expect(shopperRefusal(page('dashboard-access'), customer, demo)).toBe('forbidden');
    expect(shopperRefusal(page('dashboard-access'), seller, demo)).toBeNull();
    // Dashboard permissions are this store's: another store's seller is refused.
    expect(shopperRefusal(page('dashboard-access'), seller, store({ id: 8 }))).toBe('forbidden');
  });

  it('refuses every page of a closed store to visitors who cannot visit it directly', () => {
    const locked = store({ passwordProtected: true });
    const soon = store({
      settings: divisionSettingsSchema.parse({ comingSoon: { enabled: true } }),
    });
    expect(shopperRefusal(page('everyone'), anonymous, locked)).toBe('forbidden');
    expect(shopperRefusal(page('everyone'), customer, soon)).toBe('forbidden');
    expect(shopperRefusal(page('everyone'), seller, locked)).toBeNull();
    expect(shopperRefusal(page('everyone'), staff, soon)).toBeNull();
  });

  it('hides unpublished pages from everyone but internal users', () => {
    expect(shopperRefusal(page('everyone', false), seller, demo)).toBe('hidden');
    expect(shopperRefusal(page('everyone', false), anonymous, demo)).toBe('hidden');
    expect(shopperRefusal(page('everyone', false), staff, demo)).toBeNull();
  });
});
