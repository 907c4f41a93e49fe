import * as Y from 'yjs';
import { RICH_TEXT_REPLAY_ORIGIN } from '../../src/pageDoc/origins';

type DeepObserver = (events: Y.YEvent<Y.XmlText>[], transaction: Y.Transaction) => void;
type Delta = Y.YTextEvent['delta'];

/**
 * The deep observers registered on one shared type. Yjs has no public way to list or call
 * them, so this reads the type's handler list (`_dEH`), read-only and guarded.
 */
const deepObserversOf = (text: Y.XmlText): readonly DeepObserver[] =>
  (text as unknown as { _dEH?: { l?: DeepObserver[] } })._dEH?.l ?? [];

/**
 * Drops what earlier editors of this text left on its nested shared types.
 *
 * Lexical's v1 binding caches its node for each paragraph and text run on the Yjs type
 * itself (`_collabNode`) and never removes it when its editor closes; a later editor of the
 * same text reuses those nodes, still wired to the closed editor's tree and node keys, and
 * shows their content on top of its own (the multiplying text). Only the root is the new
 * binding's own (set when it was made), so everything below it is forgotten before the
 * replay builds the new editor's nodes afresh.
 */
function forgetEarlierEditors(text: Y.XmlText): void {
  for (const { insert } of text.toDelta() as { insert: unknown }[]) {
    if (!(insert instanceof Y.AbstractType)) continue;
    delete (insert as { _collabNode?: unknown })._collabNode;
    if (insert instanceof Y.XmlText) forgetEarlierEditors(insert);
  }
}

/** An event that says "all of this text was inserted", as a first sync would. */
class WholeTextEvent extends Y.YTextEvent {
  constructor(
    text: Y.XmlText,
    transaction: Y.Transaction,
    private readonly whole: Delta,
  ) {
    // `null` in the changed set marks the child list as changed, with no keys changed.
    super(text, transaction, new Set([null]));
  }

  override get delta(): Delta {
    return this.whole;
  }
}

/**
 * Shows one newly bound text editor what an XmlText already holds, once.
 *
 * Lexical's v1 binding (`CollaborationPlugin`) fills its editor only from Yjs events: it
 * expects to be bound before a provider syncs the document. A page document is synced long
 * before a text block's editor opens, so its XmlText arrives full and no event ever comes.
 * The replay hands the binding the one event a first sync would have produced (the whole
 * text inserted), inside an empty transaction that changes nothing.
 *
 * Why it is scoped (the text-multiplying defect): an "insert everything" event given to a
 * binding that already shows the text makes it show the text twice, and the binding then
 * writes its doubled view back on the next keystroke. So:
 * - call this before the binding observes the text: the observers present then are not
 *   this editor's (another editor of the same block, in this tab), and never get the event;
 * - the returned function replays to the observers added since, and only the first time
 *   it finds one: a reconnect of the same binding (Lexical reconnects its provider when
 *   its effects re-run) gets nothing;
 * - what an earlier, closed editor of the text cached on it is forgotten first.
 * One open editor per text in a document: two live v1 bindings of one text share those
 * caches, which Lexical does not support.
 * It returns whether it replayed.
 */
export function prepareRichTextReplay(text: Y.XmlText): () => boolean {
  const before = new Set(deepObserversOf(text));
  let delivered = false;
  return () => {
    if (delivered) return false;
    const fresh = deepObserversOf(text).filter((observer) => !before.has(observer));
    if (fresh.length === 0) return false;
    delivered = true;
    const doc = text.doc;
    if (!doc || text.length === 0) return false;
    forgetEarlierEditors(text);
    doc.transact((transaction) => {
      const event = new WholeTextEvent(text, transaction, text.toDelta() as Delta);
      for (const observer of fresh)
        observer([event as unknown as Y.YEvent<Y.XmlText>], transaction);
    }, RICH_TEXT_REPLAY_ORIGIN);
    return true;
  };
}
