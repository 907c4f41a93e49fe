import { COLLAB_REFUSALS, type CollabRefusal } from '../../src/collab/protocol';
import type { SessionView } from '../../src/ssr/contract';
import { decideAccess, divisionNeed, principalOfSession, type AccessDecision } from '../access';

/**
 * Who may open a store's page documents, by the same guard as the pages API: those who
 * may write the store's pages edit (read-write); those who may only read them (staff)
 * watch read-only; nobody else connects, refused as the guard answers (401: sign in
 * first; 403: this account may not), exactly as the HTTP routes would be.
 */
export type CollabAccess = { mode: 'edit' | 'read'; userId: number } | { refused: CollabRefusal };

const refusalOf = (decision: AccessDecision): CollabRefusal =>
  !decision.allowed && decision.status === 401 ? COLLAB_REFUSALS.signIn : COLLAB_REFUSALS.forbidden;

export function collabAccess(session: SessionView | null, divisionId: number): CollabAccess {
  const who = principalOfSession(session);
  const read = decideAccess(who, divisionNeed(divisionId, 'read'));
  if (!session || !read.allowed) return { refused: refusalOf(read) };
  const write = decideAccess(who, divisionNeed(divisionId, 'write'));
  return { mode: write.allowed ? 'edit' : 'read', userId: session.userId };
}
