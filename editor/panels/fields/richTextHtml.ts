import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html';
import {
  $createParagraphNode,
  $getRoot,
  $insertNodes,
  $isElementNode,
  type LexicalEditor,
} from 'lexical';

/**
 * HTML in and out of a Lexical editor, for the rich-text field whose stored value is an
 * HTML string (textBlock `html`). Call inside `editor.update` / `editorState.read`.
 */

/** Replaces the editor's content with the nodes the HTML describes. */
export function $replaceWithHtml(editor: LexicalEditor, html: string): void {
  const root = $getRoot();
  root.clear();
  const dom = new DOMParser().parseFromString(html, 'text/html');
  const nodes = $generateNodesFromDOM(editor, dom);
  if (nodes.length === 0) {
    root.append($createParagraphNode());
    return;
  }
  root.select();
  $insertNodes(nodes);
}

/**
 * The editor's content as HTML; '' when it holds nothing but one empty paragraph, so an
 * emptied field stores '' rather than `<p><br></p>`.
 */
export function $contentAsHtml(editor: LexicalEditor): string {
  const root = $getRoot();
  const children = root.getChildren();
  const only = children[0];
  const blank =
    children.length === 0 ||
    (children.length === 1 &&
      $isElementNode(only) &&
      only.getType() === 'paragraph' &&
      only.getTextContent() === '');
  return blank ? '' : $generateHtmlFromNodes(editor, null);
}
