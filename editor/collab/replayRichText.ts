import * as Y from 'yjs';

/** Origin of the replay's (empty) transaction. */
const REPLAY_ORIGIN = Symbol('collab.replayRichText');

/**
 * Shows a text editor that binds to an XmlText which already holds content what that
 * content is.
 *
 * Lexical's v1 binding (`CollaborationPlugin`) fills the editor only from Yjs events: it
 * expects to be bound before a provider syncs the document. A page document is synced
 * long before a text block's editor opens, so its XmlText arrives full and no event ever
 * comes. This hands the binding's deep observers exactly the event a first sync would
 * have produced (one YTextEvent on the root whose delta inserts everything), inside an
 * empty transaction that changes nothing.
 *
 * It reaches one Yjs internal, the type's deep-observer list (`_dEH`), because Yjs has no
 * public way to call observers; it is read-only and guarded, and the editor test checks
 * that a second editor opens showing the text.
 */
export function replayRichText(text: Y.XmlText): boolean {
  const doc = text.doc;
  const observers = (text as unknown as { _dEH?: { l?: ((events: Y.YEvent<Y.XmlText>[], transaction: Y.Transaction) => void)[] } })._dEH?.l;
  if (!doc || !observers || observers.length === 0 || text.length === 0) return false;
  doc.transact((transaction) => {
    const event = new Y.YTextEvent(text, transaction, new Set([null]));
    (event as unknown as { _delta: unknown })._delta = text.toDelta();
    for (const observer of [...observers]) observer([event as unknown as Y.YEvent<Y.XmlText>], transaction);
  }, REPLAY_ORIGIN);
  return true;
}
