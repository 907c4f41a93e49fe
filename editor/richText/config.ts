import { AutoLinkNode, LinkNode } from '@lexical/link';
import { ListItemNode, ListNode } from '@lexical/list';
import type { InitialConfigType } from '@lexical/react/LexicalComposer';
import { HeadingNode, QuoteNode } from '@lexical/rich-text';
import type { EditorThemeClasses, Klass, LexicalNode } from 'lexical';
import './richText.css';

/**
 * The node types every rich-text editor of the page builder registers (the properties
 * panel field, the inline canvas editor, the collaborative editor). One list, because a
 * text written by one editor is opened by the others: a node one of them lacks would be
 * dropped on import, or stop a collaborative binding that meets it in the shared text.
 */
export const RICH_TEXT_NODES: readonly Klass<LexicalNode>[] = [
  HeadingNode,
  QuoteNode,
  ListNode,
  ListItemNode,
  LinkNode,
  AutoLinkNode,
];

/**
 * Class names of the editing surface. Only the editor's own DOM carries them: the html
 * export drops them (html.ts), so stored html never depends on the editor's styles.
 */
export const RICH_TEXT_THEME: EditorThemeClasses = {
  text: { bold: 'rich-text__bold', italic: 'rich-text__italic' },
};

/**
 * The Lexical configuration of one rich-text editor. `editorState` is how it starts (a
 * function filling it, typically from html), or null when its content comes from a
 * shared document.
 */
export function richTextConfig(
  namespace: string,
  editorState: InitialConfigType['editorState'],
): InitialConfigType {
  return {
    namespace,
    nodes: [...RICH_TEXT_NODES],
    theme: RICH_TEXT_THEME,
    editorState,
    onError: (error) => {
      throw error;
    },
  };
}
