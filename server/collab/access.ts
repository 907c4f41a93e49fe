import type { SessionView } from '../../src/ssr/contract';
import { decideAccess, divisionNeed, principalOfSession } from '../access';

/**
 * Who may open a store's page documents, by the same guard as the pages API: those who
 * may write the store's pages edit (read-write); those who may only read them (staff)
 * watch read-only; nobody else connects.
 */
export type CollabAccess = 'edit' | 'read';

export function collabAccess(session: SessionView | null, divisionId: number): CollabAccess | null {
  const who = principalOfSession(session);
  if (decideAccess(who, divisionNeed(divisionId, 'write')).allowed) return 'edit';
  if (decideAccess(who, divisionNeed(divisionId, 'read')).allowed) return 'read';
  return null;
}
