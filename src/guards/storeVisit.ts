import { hasDashboardPermissions } from './sessionGuards';
import { COUNTDOWN_PATH, HOME_PATH, LOGIN_PATH, UNDER_REVIEW_PATH } from './targets';
import type { Guard, GuardState } from './types';

/** May this visitor see the store's pages without signing in first? */
export const canVisitDirectly = ({ user, store }: Pick<GuardState, 'user' | 'store'>): boolean =>
  (!store.passwordProtected && !store.comingSoon) || hasDashboardPermissions(user, store.id);

/**
 * The account steps around signing in (forgot and reset password, a forced two-factor
 * set-up, sign-up and its verification and terms): open in every store state. They show no store content, and a
 * visitor of a closed store must be able to get an account or a new password.
 */
const ACCOUNT_STEP_PATHS = ['/login/forgot/', '/login/reset/', '/login/two-factor/', '/sign-up/'];

/** Has another guard sent this visitor to sign in and come back (`redirect_uri`)? */
const signInAsked = (fullPath: string): boolean =>
  new URLSearchParams(fullPath.split('?')[1] ?? '').has('redirect_uri');

/**
 * The store-visit guard, on every storefront path. A password-protected or coming-soon
 * store sends visitors to /login/, or to /countdown/ when its coming-soon page is
 * enabled; the store's team and staff visit it as usual. /countdown/ is open only while
 * coming-soon is on and the visitor is not one of them (else /). /login/ is open only when
 * the store cannot be visited directly (else /), and to a visitor another guard sent to
 * sign in (`/login/?redirect_uri=`, an empty one included): without it nobody could
 * reach a logged-in page or the dashboard of an open store. The account steps around
 * sign-in (ACCOUNT_STEP_PATHS) are always open.
 *
 * Ours (the spec names the page, not when it shows): a store that is not active (not yet
 * approved, or taken offline by staff) sends visitors to /store-under-review/, which is
 * open only then; its team and staff still see the store, and /login/ stays open so they
 * can sign in to do so.
 */
export const storeVisit: Guard = (state) => {
  const { path, store, fullPath, user } = state;
  if (ACCOUNT_STEP_PATHS.some((step) => path.startsWith(step))) return null;
  const underReview = !store.active && !hasDashboardPermissions(user, store.id);
  if (path.startsWith(UNDER_REVIEW_PATH)) return underReview ? null : { redirect: HOME_PATH };
  if (underReview && !path.startsWith(LOGIN_PATH)) return { redirect: UNDER_REVIEW_PATH };
  const direct = canVisitDirectly(state);
  if (path.startsWith(COUNTDOWN_PATH))
    return store.comingSoon && !direct ? null : { redirect: HOME_PATH };
  if (path.startsWith(LOGIN_PATH))
    return !direct || signInAsked(fullPath) ? null : { redirect: HOME_PATH };
  if (direct) return null;
  return { redirect: store.comingSoon ? COUNTDOWN_PATH : LOGIN_PATH };
};
