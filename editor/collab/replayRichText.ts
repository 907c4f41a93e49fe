import { syncYjsChangesToLexical, type Binding, type Provider } from '@lexical/yjs';
import * as Y from 'yjs';
import { RICH_TEXT_REPLAY_ORIGIN } from '../../src/pageDoc/origins';

type Delta = Y.YTextEvent['delta'];

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
 * closed editor cached on its text's types is out of reach, since every editor binds to a
 * copy of its own (textMirror.ts). It returns whether it replayed.
 */
export function replayRichText(binding: Binding, provider: Provider): boolean {
  const text = binding.root.getSharedType();
  const doc = text.doc;
  if (!doc || text.length === 0) return false;
  doc.transact((transaction) => {
    const event = new WholeTextEvent(text, transaction, text.toDelta() as Delta);
    syncYjsChangesToLexical(binding, provider, [event as unknown as Y.YEvent<Y.Text>], false);
  }, RICH_TEXT_REPLAY_ORIGIN);
  return true;
}
