import { safeRedirect } from './safeRedirect';
import { DASHBOARD_PATH, EULA_PATH, HOME_PATH, twoFactorSetUpPath, VERIFY_PATH } from './targets';
import type { GuardUser } from './types';

/**
 * Where an account goes after a step of its journey (sign-in, the verification link, the
 * EULA): the first step still open (verify the address, accept the terms, then set up the
 * two-factor staff forced on it, each carrying the target on), else the same-origin path
 * it came for, else its home: the dashboard for sellers and staff, the
 * storefront for shoppers, unless the server named the account's `home` (a seller of
 * another store: its own address). `origin` is the site's own, to judge `redirectUri` by.
 */
export function accountNextStep(
  user: GuardUser,
  origin: string,
  redirectUri?: string | null,
  home?: string,
): string {
  if (!user.verified) return VERIFY_PATH;
  const target = safeRedirect(redirectUri, origin, '');
  if (!user.signedEula)
    return target ? `${EULA_PATH}?redirect_uri=${encodeURIComponent(target)}` : EULA_PATH;
  // A forced set-up comes before the page asked for: redirect_uri must not skip it.
  if (user.mustSetUpTwoFactor) return twoFactorSetUpPath(target);
  return (
    target ||
    home ||
    (user.internal || user.dashboardDivisions.length > 0 ? DASHBOARD_PATH : HOME_PATH)
  );
}
