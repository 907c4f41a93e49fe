import * as Y from 'yjs';
import {
  FACTORY_ORIGIN,
  LOAD_ORIGIN,
  LOCAL_ORIGIN,
  MIGRATION_ORIGIN,
} from '../../src/pageDoc/origins';
import type { PageChangeOrigin } from '../machines/events';
import { isLexicalBindingOrigin } from '../collab/CollaborativeTextEditor';

/**
 * Names a Yjs transaction's origin for the machines: the seller's edits (Lexical's typing
 * included) and their undo/redo are `local`; loading and replacing from the server `load`; factory output and
 * migrations their own kinds; anything else (a provider, a collaborator) `remote`.
 */
export function changeOrigin(origin: unknown): PageChangeOrigin {
  // Lexical's binding writes the seller's own typing in a text block.
  if (origin === LOCAL_ORIGIN || origin instanceof Y.UndoManager || isLexicalBindingOrigin(origin))
    return 'local';
  if (origin === LOAD_ORIGIN) return 'load';
  if (origin === FACTORY_ORIGIN) return 'factory';
  if (origin === MIGRATION_ORIGIN) return 'migration';
  return 'remote';
}
