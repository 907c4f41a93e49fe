import * as Y from 'yjs';
import { FACTORY_ORIGIN, LOAD_ORIGIN, LOCAL_ORIGIN, MIGRATION_ORIGIN } from '../doc/origins';
import type { PageChangeOrigin } from '../machines/events';

/**
 * Names a Yjs transaction's origin for the machines: the seller's edits and their undo/redo
 * are `local`; loading and replacing from the server `load`; factory output and
 * migrations their own kinds; anything else (a provider, a collaborator) `remote`.
 */
export function changeOrigin(origin: unknown): PageChangeOrigin {
  if (origin === LOCAL_ORIGIN || origin instanceof Y.UndoManager) return 'local';
  if (origin === LOAD_ORIGIN) return 'load';
  if (origin === FACTORY_ORIGIN) return 'factory';
  if (origin === MIGRATION_ORIGIN) return 'migration';
  return 'remote';
}
