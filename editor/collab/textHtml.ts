import type * as Y from 'yjs';
import type { Page } from '../../src/model';
import type { LOCAL_ORIGIN } from '../../src/pageDoc';
import { BLOCK_KEYS, blocksOf, RICH_TEXT_SYNC_ORIGIN } from '../../src/pageDoc';
import { applyCommandToDoc } from '../doc/pageDoc';

/**
 * The html property rewritten after a collaborator's typing arrived catches up with the
 * merged text: nobody's edit here, so `RICH_TEXT_SYNC_ORIGIN` (the origin registry: not
 * undoable, not this editor's to save; whoever typed saves it).
 */
export { RICH_TEXT_SYNC_ORIGIN };

/** Who a text's html write is: the seller typing (undoable), or catching up (not). */
export type TextHtmlOrigin = typeof LOCAL_ORIGIN | typeof RICH_TEXT_SYNC_ORIGIN;

/** Where a collaborative text editor hands the html of its text (the session's write path). */
export type WriteTextHtml = (blockId: string, html: string, origin: TextHtmlOrigin) => void;

/**
 * Writes the html a block's rich text now exports as the block's `html` property: a
 * `setProperty` command like any other property edit (validated, the smallest Yjs change),
 * and in the same transaction the html the rich text matches (`richTextSource`), so a
 * later editor can tell whether the html was changed elsewhere since. One transaction,
 * with the given origin: typing and its html are one undo step.
 */
export function writeTextHtml(
  doc: Y.Doc,
  store: { get(): Page },
  blockId: string,
  html: string,
  origin: TextHtmlOrigin,
): void {
  doc.transact(() => {
    const command = { type: 'setProperty', id: blockId, key: 'html', value: html } as const;
    const result = applyCommandToDoc(doc, store, command, { origin });
    if (!result.ok) return;
    const block = blocksOf(doc).get(blockId);
    if (block && block.get(BLOCK_KEYS.richTextSource) !== html)
      block.set(BLOCK_KEYS.richTextSource, html);
  }, origin);
}
