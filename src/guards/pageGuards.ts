import type { AccessRequirement } from '../rules/pageAccess';
import { dashboardPermissions, loggedIn, loggedOut } from './sessionGuards';
import { NOT_FOUND_PATH } from './targets';
import type { Guard } from './types';

/** An unpublished page is for staff only; anyone else gets /404/, so it is not revealed. */
export const unpublishedPage: Guard = ({ user }) =>
  user?.internal ? null : { redirect: NOT_FOUND_PATH };

const byRequirement: Record<AccessRequirement, readonly Guard[]> = {
  'logged-in': [loggedIn],
  'logged-out': [loggedOut],
  // Signed-out visitors sign in first; signed in without this store's permissions, /403/.
  'dashboard-access': [loggedIn, dashboardPermissions],
  internal: [unpublishedPage],
};

/** The guards of a seller page's access requirements (src/rules/pageAccess.ts), in order. */
export const pageGuards = (requirements: readonly AccessRequirement[]): Guard[] =>
  requirements.flatMap((requirement) => byRequirement[requirement]);
