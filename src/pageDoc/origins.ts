import * as Y from 'yjs';

/**
 * Transaction origins: every change to a page document says where it came from, so the
 * undo manager tracks only the seller's own edits (Excalidraw's "does this go on the undo
 * stack" habit), the saving machine saves only what is the seller's to save, and observers
 * tell local from remote. Each origin is declared once here with its traits; a transaction
 * with an origin this registry does not know is a bug (see `classifyOrigin`).
 */

/** What the editor's machines call a change (editor/machines/events.ts). */
export type OriginKind = 'local' | 'load' | 'factory' | 'migration' | 'remote';

export interface OriginTraits {
  /** How the origin reads in logs and errors. */
  readonly name: string;
  /** The change goes on the seller's undo stack (the undo manager tracks the origin). */
  readonly undoable: boolean;
  /** The change leaves the page with unsaved edits that this editor must save. */
  readonly saved: boolean;
  /** What the editor's machines are told the change was. */
  readonly kind: OriginKind;
}

/** A seller's own edit through the binding (a command, a page setting, a panel's text). */
export const LOCAL_ORIGIN: unique symbol = Symbol('page-doc.local');
/** Filling a document from page JSON, or replacing it with the server's copy. */
export const LOAD_ORIGIN: unique symbol = Symbol('page-doc.load');
/** Items written by an item factory (they are made again on every load). */
export const FACTORY_ORIGIN: unique symbol = Symbol('page-doc.factory');
/** Block property migrations run on open (they do not change meaning). */
export const MIGRATION_ORIGIN: unique symbol = Symbol('page-doc.migration');
/** A conflict merge (in the editor or a replayed session): their edits written onto my document, like a collaborator's. */
export const MERGE_ORIGIN: unique symbol = Symbol('editor.merge');
/** Recording the version a save produced: neither an edit nor a load. */
export const SAVED_VERSION_ORIGIN: unique symbol = Symbol('editor.savedVersion');
/** A text block's html catching up with text a collaborator typed (their edit, not mine). */
export const RICH_TEXT_SYNC_ORIGIN: unique symbol = Symbol('collab.richTextSync');
/** Replaying the text already there to a new text editor (an empty transaction). */
export const RICH_TEXT_REPLAY_ORIGIN: unique symbol = Symbol('collab.replayRichText');
/**
 * The collaboration server writing the stored page or its version into a live document.
 * Null, because Hocuspocus reads a null origin as "not from a connection": the change goes
 * to every client but does not start another store. Clients receive it through the
 * provider (a transport), so no editor classifies it; on a client a null origin is unknown.
 */
export const SERVER_STORE_ORIGIN = null;
/** Another peer's update delivered by a transport that is not a provider (test networks). */
export const PEER_ORIGIN: unique symbol = Symbol('page-doc.peer');

const traits = (
  name: string,
  undoable: boolean,
  saved: boolean,
  kind: OriginKind,
): OriginTraits => ({ name, undoable, saved, kind });

/** Every origin that is a symbol of ours, with its traits. */
export const SYMBOL_ORIGINS: ReadonlyMap<symbol, OriginTraits> = new Map([
  [LOCAL_ORIGIN, traits('page-doc.local', true, true, 'local')],
  [LOAD_ORIGIN, traits('page-doc.load', false, false, 'load')],
  [FACTORY_ORIGIN, traits('page-doc.factory', false, false, 'factory')],
  [MIGRATION_ORIGIN, traits('page-doc.migration', false, false, 'migration')],
  // The saving machine saves the merge itself when the seller keeps editing.
  [MERGE_ORIGIN, traits('editor.merge', false, false, 'remote')],
  [SAVED_VERSION_ORIGIN, traits('editor.savedVersion', false, false, 'remote')],
  [RICH_TEXT_SYNC_ORIGIN, traits('collab.richTextSync', false, false, 'remote')],
  [RICH_TEXT_REPLAY_ORIGIN, traits('collab.replayRichText', false, false, 'remote')],
  [PEER_ORIGIN, traits('page-doc.peer', false, false, 'remote')],
]);

/**
 * Origins that are objects made by a library, recognised by what they are:
 * - a `Y.UndoManager` undoing or redoing (the page's, or Lexical's inside a text editor):
 *   the seller's change, saved; it moves between the undo and redo stacks by itself;
 * - Lexical's binding writing the seller's typing: undoable once the page's undo manager
 *   tracks the binding (`addTrackedOrigin`), saved;
 * - a transport (the collaboration provider, the local IndexedDB copy) applying updates
 *   made elsewhere or earlier: not ours to undo or save.
 */
export const UNDO_MANAGER_ORIGIN = traits('yjs.undoManager', false, true, 'local');
export const LEXICAL_BINDING_ORIGIN = traits('lexical.binding', true, true, 'local');
export const TRANSPORT_ORIGIN = traits('transport', false, false, 'remote');
/** What an unregistered origin counts as in production: remote, never undone or saved. */
export const UNKNOWN_ORIGIN = traits('unknown', false, false, 'remote');

/** What @lexical/yjs writes with: its binding object (an editor, its doc map and root). */
export interface LexicalBindingOrigin {
  editor: unknown;
  docMap: unknown;
  root: unknown;
}

/** Whether a transaction origin is a Lexical binding (the object @lexical/yjs writes with). */
export const isLexicalBindingOrigin = (origin: unknown): origin is LexicalBindingOrigin =>
  typeof origin === 'object' &&
  origin !== null &&
  'editor' in origin &&
  'docMap' in origin &&
  'root' in origin;

/**
 * The traits of a transaction origin, or undefined when it is not registered.
 * `transports` are the objects (provider, local persistence) that apply other peers'
 * updates to this document.
 */
export function originTraits(
  origin: unknown,
  transports: readonly unknown[] = [],
): OriginTraits | undefined {
  if (typeof origin === 'symbol') return SYMBOL_ORIGINS.get(origin);
  if (origin instanceof Y.UndoManager) return UNDO_MANAGER_ORIGIN;
  if (isLexicalBindingOrigin(origin)) return LEXICAL_BINDING_ORIGIN;
  if (origin !== null && origin !== undefined && transports.includes(origin))
    return TRANSPORT_ORIGIN;
  return undefined;
}

export interface ClassifyOptions {
  transports?: readonly unknown[];
  /** Development and tests: an unknown origin throws. */
  strict: boolean;
  /** Production: told about an unknown origin, which then counts as remote. */
  report: (message: string) => void;
}

export const unknownOriginMessage = (origin: unknown): string =>
  `Unknown transaction origin: ${describeOrigin(origin)}. Declare it in src/pageDoc/origins.ts.`;

const describeOrigin = (origin: unknown): string => {
  if (typeof origin === 'symbol') return origin.toString();
  if (typeof origin === 'object' && origin !== null)
    return `an object (${origin.constructor?.name ?? 'Object'})`;
  return String(origin);
};

/**
 * The traits of a transaction origin. An unknown origin throws when `strict`; otherwise
 * it is reported and treated as remote: never undone, never saved by this editor.
 */
export function classifyOrigin(
  origin: unknown,
  { transports = [], strict, report }: ClassifyOptions,
): OriginTraits {
  const known = originTraits(origin, transports);
  if (known) return known;
  const message = unknownOriginMessage(origin);
  if (strict) throw new Error(message);
  report(message);
  return UNKNOWN_ORIGIN;
}

/** The origins the page's undo manager tracks: the undoable symbols. */
export const undoableOrigins = (): Set<symbol> =>
  new Set([...SYMBOL_ORIGINS].filter(([, entry]) => entry.undoable).map(([origin]) => origin));
