import { syncYjsChangesToLexical, type Binding, type Provider } from '@lexical/yjs';
import * as Y from 'yjs';
import { RICH_TEXT_REPLAY_ORIGIN } from '../../src/pageDoc/origins';

type Delta = Y.YTextEvent['delta'];

/**
 * Drops what earlier editors of this text left on its nested shared types.
 *
 * Lexical's v1 binding caches its node for each paragraph and text run on the Yjs type
 * itself (`_collabNode`) and never removes it when its editor closes (`destroy` does not
 * clear it, and @lexical/yjs has no public function that does); a later editor of the same
 * text would reuse those nodes, still wired to the closed editor's tree and node keys, and
 * show their content on top of its own (the multiplying text). Only the root is the new
 * binding's own (set when it was made), so everything below it is forgotten before the
 * replay builds the new editor's nodes afresh. Lexical's v2 binding keeps this mapping per
 * binding instead, but binds to a Y.XmlElement, not the Y.XmlText the page document holds.
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
 * Shows a newly made binding's editor what its XmlText already holds.
 *
 * Lexical's v1 binding fills its editor only from Yjs events: it expects to be bound before
 * a provider syncs the document. A page document is synced long before a text block's
 * editor opens, so its XmlText arrives full and no event ever comes. The replay hands this
 * one binding, through @lexical/yjs's public `syncYjsChangesToLexical`, the event a first
 * sync would have produced (the whole text inserted), inside an empty transaction that
 * changes nothing.
 *
 * Why it is safe (the text-multiplying defect): it reaches exactly the binding it is given,
 * which is new (SharedTextPlugin makes one per mount) and has no collab nodes yet, so the
 * editor's root is set to the text's children once, whatever it showed before (a StrictMode
 * remount keeps the editor); no other editor is ever shown the text; what an earlier,
 * closed editor cached on the text is forgotten first. One open editor per text in a
 * document: two live v1 bindings of one text share those caches, which Lexical does not
 * support. It returns whether it replayed.
 */
export function replayRichText(binding: Binding, provider: Provider): boolean {
  const text = binding.root.getSharedType();
  const doc = text.doc;
  if (!doc || text.length === 0) return false;
  forgetEarlierEditors(text);
  doc.transact((transaction) => {
    const event = new WholeTextEvent(text, transaction, text.toDelta() as Delta);
    syncYjsChangesToLexical(binding, provider, [event as unknown as Y.YEvent<Y.Text>], false);
  }, RICH_TEXT_REPLAY_ORIGIN);
  return true;
}
