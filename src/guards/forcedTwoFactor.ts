import { safeRedirect } from './safeRedirect';
import { twoFactorSetUpPath } from './targets';
import type { Guard } from './types';

/**
 * The paths a signed-in account held for a forced two-factor set-up may still open: the
 * sign-in pages (the set-up `/login/two-factor/` among them) and the sign-up steps that
 * come before it (verification, the terms).
 */
const OPEN_WHILE_HELD = ['/login/', '/sign-up/'];

/** Any origin will do: only a path of this site passes (safeRedirect refuses `//host`). */
const SAME_SITE = 'https://same-site.invalid';

/**
 * An account staff forced onto two-factor that is signed in without it (session
 * `mustSetUpTwoFactor`) is sent to the set-up from any other page, carrying the page it
 * asked for on as `redirect_uri` (a path of this site only), as the sign-in flow does
 * (accountNextStep). Its changes are refused on the server meanwhile anyway.
 */
export const forcedTwoFactorSetUp: Guard = ({ user, path, fullPath }) => {
  if (!user?.mustSetUpTwoFactor) return null;
  if (OPEN_WHILE_HELD.some((open) => path.startsWith(open))) return null;
  return { redirect: twoFactorSetUpPath(safeRedirect(fullPath, SAME_SITE, '')) };
};
