/**
 * Transaction origins: every change to a page document says where it came from, so the
 * undo manager can track only the seller's own edits (Excalidraw's "does this go on the
 * undo stack" habit) and observers can tell local from remote. Symbols, so no other
 * origin (a provider, y-indexeddb, Lexical's binding) can ever be mistaken for one.
 */

/** A seller's own edit through the binding: undoable. */
export const LOCAL_ORIGIN: unique symbol = Symbol('page-doc.local');
/** Filling a document from page JSON, or replacing it with the server's copy: not undoable. */
export const LOAD_ORIGIN: unique symbol = Symbol('page-doc.load');
/** Items written by an item factory: not undoable (they are made again on load). */
export const FACTORY_ORIGIN: unique symbol = Symbol('page-doc.factory');
/** Block property migrations run on open: not undoable (they do not change meaning). */
export const MIGRATION_ORIGIN: unique symbol = Symbol('page-doc.migration');
