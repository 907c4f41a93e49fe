import { classifyOrigin } from '../../src/pageDoc/origins';
import type { PageChangeOrigin } from '../machines/events';

/** Development and tests stop on an unregistered origin; production logs it and goes on. */
const strict = import.meta.env.DEV || import.meta.env.MODE === 'test';

/**
 * Names a Yjs transaction's origin for the machines, through the origin registry
 * (src/pageDoc/origins.ts): the seller's edits (Lexical's typing and undo/redo included)
 * are `local`; loading and replacing from the server `load`; factory output and migrations
 * their own kinds; a collaborator's edit, a merge and the transports' updates `remote`.
 * `transports` are the objects applying other peers' updates to this document (the
 * collaboration provider, the local copy). An unregistered origin throws in development
 * and tests; in production it is logged and counts as remote (never saved).
 */
export function changeOrigin(
  origin: unknown,
  transports: readonly unknown[] = [],
): PageChangeOrigin {
  return classifyOrigin(origin, {
    transports,
    strict,
    report: (message) => console.error(message),
  }).kind;
}
