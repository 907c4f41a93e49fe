import * as Y from 'yjs';

/** One text editor's own copy of the page document and, in it, the text it edits. */
export interface TextMirror {
  readonly doc: Y.Doc;
  readonly text: Y.XmlText;
  /** Stops the copying and drops the copy. */
  destroy(): void;
}

/** Whether a transaction changed anything (an update already known changes nothing). */
const changedSomething = (transaction: Y.Transaction): boolean =>
  transaction.deleteSet.clients.size > 0 ||
  [...transaction.afterState].some(
    ([client, clock]) => transaction.beforeState.get(client) !== clock,
  );

/**
 * A fresh copy of `text`'s document, kept equal to it both ways, for one text editor's
 * Lexical binding.
 *
 * Lexical's v1 binding remembers the node it made for each paragraph and run on the Yjs
 * type itself and never forgets it when its editor closes, so a second editor bound to the
 * same types would reuse nodes wired to the closed one (and show their text on top of its
 * own). Lexical's own collaboration plugin gives every editor a new `Y.Doc` for that reason;
 * this does the same for a text that lives inside the page's document: every editor binds
 * to types no editor has seen, and the copy goes when the editor closes.
 *
 * Each transaction is copied to the other document as it ends, before that document's
 * observers run, with its own origin: the page sees the binding's and the text history's
 * writes as their own (undo and saving classify them as before), and the binding sees the
 * page's undo as an undo. The copy has its own client id, so the two never write the same
 * item id. A transaction that changed nothing (the echo of one just copied) is not copied.
 */
export function mirrorText(text: Y.XmlText): TextMirror {
  const page = text.doc;
  if (!page) throw new Error('The text is not in a document');
  const mirror = new Y.Doc({ gc: page.gc });
  Y.applyUpdate(mirror, Y.encodeStateAsUpdate(page));

  // The same text in the copy, found by its identity (a position at its start).
  const found = Y.createAbsolutePositionFromRelativePosition(
    Y.createRelativePositionFromTypeIndex(text, 0),
    mirror,
  );
  if (!(found?.type instanceof Y.XmlText)) throw new Error('The text is not in its copy');

  /** Transactions the copying itself made, not copied back. */
  const copied = new WeakSet<Y.Transaction>();
  let copying = false;
  const markCopy = (transaction: Y.Transaction) => {
    if (!copying) return;
    copying = false;
    copied.add(transaction);
  };
  const copyTo = (target: Y.Doc) => (transaction: Y.Transaction, source: Y.Doc) => {
    if (copied.has(transaction) || !changedSomething(transaction)) return;
    const update = Y.encodeStateAsUpdate(source, Y.encodeStateVector(transaction.beforeState));
    // The first transaction the target starts now is this copy's (when the target is in
    // the middle of one, the copy joins it and its echo changes nothing).
    copying = true;
    try {
      Y.applyUpdate(target, update, transaction.origin);
    } finally {
      copying = false;
    }
  };
  const toMirror = copyTo(mirror);
  const toPage = copyTo(page);
  page.on('beforeTransaction', markCopy);
  mirror.on('beforeTransaction', markCopy);
  page.on('beforeObserverCalls', toMirror);
  mirror.on('beforeObserverCalls', toPage);

  return {
    doc: mirror,
    text: found.type,
    destroy() {
      page.off('beforeTransaction', markCopy);
      mirror.off('beforeTransaction', markCopy);
      page.off('beforeObserverCalls', toMirror);
      mirror.off('beforeObserverCalls', toPage);
      mirror.destroy();
    },
  };
}
