/**
 * What a guard sees: the signed-in user (null when signed out), the store being visited
 * (or managed, in the dashboard) and the path asked for. Guards are pure functions of it.
 */
export interface GuardUser {
  verified: boolean;
  signedEula: boolean;
  internal: boolean;
  /** Division ids whose dashboard this user may use (their dashboard permissions). */
  dashboardDivisions: readonly number[];
  /** Staff forced two-factor on the account and it has not set it up yet (atlas). */
  mustSetUpTwoFactor?: boolean;
}

/** The store as the guards see it (storefront section 3, Store; and the store-visit state). */
export interface GuardStore {
  id: number;
  active: boolean;
  pro: boolean;
  /** `direct` when the store takes payments itself; anything else is provider-operated. */
  paymentProcessor: string;
  passwordProtected: boolean;
  comingSoon: boolean;
}

export interface GuardState {
  user: GuardUser | null;
  store: GuardStore;
  /** The path asked for, without query (e.g. `/members/`). */
  path: string;
  /** Path and query asked for, kept so a visitor sent to sign in comes back to it. */
  fullPath: string;
  /** Feature flags as they stand for this visit (on by default, or set in the query). */
  features: (name: string) => boolean;
}

/**
 * A guard's verdict: null lets the visitor through; `redirect` sends them elsewhere;
 * `remove` takes the route out of the router so the path is matched again without it.
 */
export type GuardVerdict = null | { redirect: string } | { remove: true };

export type Guard = (state: GuardState) => GuardVerdict;
