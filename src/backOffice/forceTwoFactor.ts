/**
 * Forcing two-factor on a seller or customer (the spec's manufacturer force2fa): staff set
 * it in atlas; at the account's next sign-in it is sent to set two-factor up, and until it
 * has, the server refuses its changes. Staff need no flag: atlas already requires
 * two-factor of every staff member (decideAtlasEntry).
 */

/** Where a forced account sets two-factor up: the storefront's set-up step after sign-in. */
export { TWO_FACTOR_SETUP_PATH, twoFactorSetUpPath } from '../guards/targets';

export const FORCE_TWO_FACTOR_MESSAGES = {
  staff: 'Staff always use two-factor authentication',
  notFound: 'We were unable to find this user',
  setUpFirst: 'Set up two-factor authentication to continue',
} as const;

/** True while staff require two-factor of the account and it has not set it up. */
export const mustSetUpTwoFactor = (user: {
  forceTwoFactor: boolean;
  twoFactorEnabled: boolean;
  internal: boolean;
}): boolean => !user.internal && user.forceTwoFactor && !user.twoFactorEnabled;

/**
 * What a forced account may still do before setting two-factor up: read, and use the
 * account calls (sign in and out, the account screen, two-factor set-up). Paths are the
 * API's, after its prefix.
 */
export function allowedBeforeTwoFactor(method: string, path: string): boolean {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return true;
  return (
    path.startsWith('/dashboard/secure/') ||
    path.startsWith('/impersonation/') ||
    path === '/shop/customer/create/'
  );
}
