import type { AccessRequirement } from '../../src/rules/pageAccess';
import type { SessionView } from '../../src/ssr/contract';

/** Who is visiting, as the guards see it. */
export interface Visitor {
  session: SessionView | null;
  divisionId: number;
}

/** May this visitor use the store's dashboard (and so see it while it is closed)? */
export const hasDashboardAccess = ({ session, divisionId }: Visitor): boolean =>
  Boolean(session && (session.internal || session.dashboardDivisions.includes(divisionId)));

/**
 * Where a visitor who does not meet a page's access requirements goes instead, or null
 * when they may see it. `fullPath` is the path and query
 * they asked for, kept so they come back after signing in.
 * - logged-in: else /login/?redirect_uri={full path}
 * - logged-out: else /dashboard/
 * - dashboard-access: signed in with this store's dashboard permissions, else /403/
 *   (signed-out visitors are first sent to sign in)
 * - internal (unpublished pages): internal users only, else the not-found page, so an
 *   unpublished page's existence is not revealed.
 */
export function accessRedirect(
  requirements: readonly AccessRequirement[],
  visitor: Visitor,
  fullPath: string,
): string | null {
  const signIn = `/login/?redirect_uri=${encodeURIComponent(fullPath)}`;
  for (const requirement of requirements) {
    switch (requirement) {
      case 'logged-in':
        if (!visitor.session) return signIn;
        break;
      case 'logged-out':
        if (visitor.session) return '/dashboard/';
        break;
      case 'dashboard-access':
        if (!visitor.session) return signIn;
        if (!hasDashboardAccess(visitor)) return '/403/';
        break;
      case 'internal':
        if (!visitor.session?.internal) return '/404/';
        break;
    }
  }
  return null;
}

/** What the store-visit guard reads: whether the store is protected, coming soon, and who may visit. */
export interface StoreVisitState {
  passwordProtected: boolean;
  comingSoon: boolean;
}

/**
 * The store-visit guard. A password-protected or coming-soon store
 * sends visitors to /login/, or to /countdown/ when the coming-soon page is enabled;
 * /countdown/ itself is allowed only while coming-soon is on and the visitor is not an
 * allowed user (anyone else goes home). Allowed users are the store's own team (dashboard
 * access) and internal staff. /login/ stays reachable in every state: on this platform it
 * is also where sellers sign in to reach the editor.
 */
export function storeVisitRedirect(
  path: string,
  store: StoreVisitState,
  visitor: Visitor,
): string | null {
  const allowed = hasDashboardAccess(visitor);
  if (path.startsWith('/login/')) return null;
  if (path.startsWith('/countdown/')) return store.comingSoon && !allowed ? null : '/';
  if (allowed || (!store.passwordProtected && !store.comingSoon)) return null;
  return store.comingSoon ? '/countdown/' : '/login/';
}
