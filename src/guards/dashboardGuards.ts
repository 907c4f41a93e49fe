import { dashboardPermissions, loggedIn, signedEula, verified } from './sessionGuards';
import type { Guard } from './types';

/**
 * What the dashboard asks of everyone, in order: signed in (else sign in and come back),
 * a verified email, the EULA signed, and this store's dashboard permissions (else /403/).
 * The dashboard's router and the server's dashboard shell both run these.
 */
export const DASHBOARD_GUARDS: readonly Guard[] = [
  loggedIn,
  verified,
  signedEula,
  dashboardPermissions,
];
