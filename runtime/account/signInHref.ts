import { signInPath } from '../../src/guards';

/**
 * The sign-in link of the account screens. It carries an empty `redirect_uri`: an open
 * store's /login/ is reachable only for a visitor sent to sign in (src/guards/storeVisit),
 * and an empty target takes the account to its own home afterwards.
 */
export const SIGN_IN_HREF = signInPath('');
