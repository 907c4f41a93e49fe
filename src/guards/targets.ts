/** Where the guards send visitors who fail them (storefront section 6). */
export const DASHBOARD_PATH = '/dashboard/';
export const LOGIN_PATH = '/login/';
export const VERIFY_PATH = '/sign-up/verify/';
export const EULA_PATH = '/sign-up/eula/';
/** Where an account staff forced onto two-factor sets it up before going on (atlas). */
export const TWO_FACTOR_SETUP_PATH = '/login/two-factor/';
export const FORBIDDEN_PATH = '/403/';
export const NOT_FOUND_PATH = '/404/';
export const COUNTDOWN_PATH = '/countdown/';
/** Where visitors of a store staff have not made active (or have taken offline) are sent. */
export const UNDER_REVIEW_PATH = '/store-under-review/';
export const HOME_PATH = '/';
/** The paid plans page, where Pro is explained and bought. */
export const PLANS_PATH = '/plans/';

/** The sign-in page that brings the visitor back to `fullPath` afterwards. */
export const signInPath = (fullPath: string): string =>
  `${LOGIN_PATH}?redirect_uri=${encodeURIComponent(fullPath)}`;

/**
 * The two-factor set-up, carrying on afterwards to `target` (already judged same-origin)
 * when there is one.
 */
export const twoFactorSetUpPath = (target?: string | null): string =>
  target
    ? `${TWO_FACTOR_SETUP_PATH}?redirect_uri=${encodeURIComponent(target)}`
    : TWO_FACTOR_SETUP_PATH;
