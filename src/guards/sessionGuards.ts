import { DASHBOARD_PATH, EULA_PATH, FORBIDDEN_PATH, signInPath, VERIFY_PATH } from './targets';
import type { Guard, GuardState, GuardUser } from './types';

const to = (redirect: string) => ({ redirect });

/** Signed in, else /login/?redirect_uri={full path}. */
export const loggedIn: Guard = ({ user, fullPath }) => (user ? null : to(signInPath(fullPath)));

/** Signed out, else /dashboard/. */
export const loggedOut: Guard = ({ user }) => (user ? to(DASHBOARD_PATH) : null);

/** A verified email address, else /sign-up/verify/. */
export const verified: Guard = ({ user }) => (user?.verified ? null : to(VERIFY_PATH));

/** Signed in and not yet verified (the verification step itself), else /dashboard/. */
export const notVerified: Guard = ({ user }) =>
  user && !user.verified ? null : to(DASHBOARD_PATH);

/** The EULA signed, else /sign-up/eula/. */
export const signedEula: Guard = ({ user }) => (user?.signedEula ? null : to(EULA_PATH));

/** Staff only, else /dashboard/. */
export const internalUser: Guard = ({ user }) => (user?.internal ? null : to(DASHBOARD_PATH));

/** May this user use this store's dashboard? Its own team and staff. */
export const hasDashboardPermissions = (user: GuardUser | null, storeId: number): boolean =>
  Boolean(user && (user.internal || user.dashboardDivisions.includes(storeId)));

/** This store's dashboard permissions, else /403/. */
export const dashboardPermissions: Guard = ({ user, store }: GuardState) =>
  hasDashboardPermissions(user, store.id) ? null : to(FORBIDDEN_PATH);
