import * as Y from 'yjs';
import { undoableOrigins } from '../../src/pageDoc/origins';
import { blocksOf, pageMapOf, pagePropertiesOf } from '../../src/pageDoc/schema';

export interface UndoOptions {
  /** Changes closer together than this (ms) are one undo step: rapid typing undoes at once. */
  captureTimeout?: number;
}

/**
 * The page's undo manager: a `Y.UndoManager` over the page, page properties and blocks
 * maps that tracks the origins the registry declares undoable (src/pageDoc/origins.ts:
 * LOCAL_ORIGIN). Remote edits (provider origins), loading (LOAD_ORIGIN), factory output,
 * migrations and merges are never captured, so undo only ever reverts the seller's own
 * changes and never a collaborator's.
 *
 * Lexical's binding edits rich text with its own origin; to have text edits in the same
 * history, call `undoManager.addTrackedOrigin(binding)` once the binding exists.
 * Call `destroy()` when the editor closes.
 */
export function createUndoManager(
  doc: Y.Doc,
  { captureTimeout = 500 }: UndoOptions = {},
): Y.UndoManager {
  return new Y.UndoManager([pageMapOf(doc), pagePropertiesOf(doc), blocksOf(doc)], {
    captureTimeout,
    trackedOrigins: undoableOrigins(),
  });
}
