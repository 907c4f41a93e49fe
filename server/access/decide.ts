import { PAGE_MESSAGES } from '../../src/errors/pageMessages';

/** Who is asking, as far as access goes: the same for an HTTP request and a collab socket. */
export interface Principal {
  signedIn: boolean;
  /** Staff (internal users). */
  internal: boolean;
  /** Store (division) ids whose dashboard the user may use. */
  divisions: readonly number[];
}

/** What a store's routes refuse access to, in their own words: its pages or the store itself. */
export type Subject = 'page' | 'store';

/**
 * What an action needs:
 * - `signed-in`: any signed-in user;
 * - `division`: the store's editors; with `read`, staff too (staff read any store, never write);
 * - `dashboard`: the dashboard of some store, or staff;
 * - `staff`: internal users only.
 */
export type Need =
  | { kind: 'signed-in' }
  | { kind: 'division'; divisionId: number; mode: 'read' | 'write'; subject: Subject }
  | { kind: 'dashboard' }
  | { kind: 'staff' };

export interface AccessRefusal {
  allowed: false;
  status: 401 | 403;
  message: string;
}

export type AccessDecision = { allowed: true } | AccessRefusal;

export const ACCESS_MESSAGES = {
  signIn: 'Please sign in to continue',
  page: PAGE_MESSAGES.insufficientPermissions,
  store: 'Insufficient permissions to access this store',
  denied: 'Permission denied',
} as const;

const ALLOWED: AccessDecision = { allowed: true };
const ASK_TO_SIGN_IN: AccessDecision = {
  allowed: false,
  status: 401,
  message: ACCESS_MESSAGES.signIn,
};
const refused = (message: string): AccessDecision => ({ allowed: false, status: 403, message });

/** Whether `who` may do what `need` says: allowed, or the 401 / 403 to answer. */
export function decideAccess(who: Principal, need: Need): AccessDecision {
  if (!who.signedIn) return ASK_TO_SIGN_IN;
  switch (need.kind) {
    case 'signed-in':
      return ALLOWED;
    case 'division':
      return who.divisions.includes(need.divisionId) || (need.mode === 'read' && who.internal)
        ? ALLOWED
        : refused(ACCESS_MESSAGES[need.subject]);
    case 'dashboard':
      return who.divisions.length > 0 || who.internal ? ALLOWED : refused(ACCESS_MESSAGES.denied);
    case 'staff':
      return who.internal ? ALLOWED : refused(ACCESS_MESSAGES.denied);
  }
}

/** A store's pages or the store itself, to change (`write`) or to look at (`read`). */
export const divisionNeed = (
  divisionId: number,
  mode: 'read' | 'write',
  subject: Subject = 'page',
): Need => ({ kind: 'division', divisionId, mode, subject });

export const SIGNED_IN: Need = { kind: 'signed-in' };
export const ANY_DASHBOARD: Need = { kind: 'dashboard' };
export const STAFF: Need = { kind: 'staff' };
