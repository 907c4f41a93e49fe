import type { Page } from '../../src/model';

/**
 * Where a change to the page document came from; the editor maps its Yjs transaction
 * origins (editor/doc/origins.ts) onto these names:
 * - `local`: the seller's own edit: unsaved until the saving machine saves it;
 * - `load`: the document was filled from, or replaced by, a copy from the server: that
 *   copy's `version` becomes the base of the next save and nothing is unsaved;
 * - `factory`, `migration`: item-factory output and block migrations, made again on every
 *   load, so they never count as unsaved edits;
 * - `remote`: a collaborator's edit: their own editor saves it, so it is not ours to save.
 */
export type PageChangeOrigin = 'local' | 'load' | 'factory' | 'migration' | 'remote';

/**
 * The page snapshot changed. Every machine that reads the page takes this one event, so
 * the editor machine forwards it as it is. `page` is the derived JSON snapshot: cheap to
 * pass, since unchanged blocks keep their identity.
 */
export interface PageChangedEvent {
  type: 'page.changed';
  page: Page;
  origin: PageChangeOrigin;
}

/**
 * A save went through (emitted by the saving machine). `hasUnsavedChanges` is true when
 * edits arrived while the request was in flight: they are not in `page` and will be saved
 * next.
 */
export interface PageSavedEvent {
  type: 'page.saved';
  page: Page;
  hasUnsavedChanges: boolean;
}

/** The server's copy should become the document: load it with a non-undoable origin. */
export interface PageReplacedEvent {
  type: 'page.replaced';
  page: Page;
}
