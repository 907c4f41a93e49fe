import type { GuardState, GuardStore, GuardUser } from './types';

/** Guard states for the tests: an open, active, free store (id 7) and a signed-out visitor. */
export const STORE: GuardStore = {
  id: 7,
  active: true,
  pro: false,
  paymentProcessor: 'teemill',
  passwordProtected: false,
  comingSoon: false,
};

export const user = (overrides: Partial<GuardUser> = {}): GuardUser => ({
  verified: true,
  signedEula: true,
  internal: false,
  dashboardDivisions: [],
  ...overrides,
});

export const seller = user({ dashboardDivisions: [7] });
export const staff = user({ internal: true });

export function guardState(
  overrides: Partial<Omit<GuardState, 'store'>> & { store?: Partial<GuardStore> } = {},
): GuardState {
  const path = overrides.path ?? '/';
  return {
    user: null,
    fullPath: path,
    features: () => true,
    ...overrides,
    path,
    store: { ...STORE, ...overrides.store },
  };
}
