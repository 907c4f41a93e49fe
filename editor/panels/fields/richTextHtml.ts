import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html';
import {
  $createParagraphNode,
  $getRoot,
  $getSelection,
  $insertNodes,
  $isElementNode,
  $setSelection,
  SKIP_DOM_SELECTION_TAG,
  type LexicalEditor,
} from 'lexical';

/**
 * HTML in and out of a Lexical editor, for the rich-text field whose stored value is an
 * HTML string (textBlock `html`). Call inside `editor.update` / `editorState.read`.
 */

/** Replaces the editor's content with the nodes the HTML describes. */
export function $replaceWithHtml(editor: LexicalEditor, html: string): void {
  const root = $getRoot();
  // An editor without a caret keeps none: a caret left by the insertion would pull focus
  // into it, and would point a collaborator's cursor sync at nodes that are gone.
  const hadSelection = $getSelection() !== null;
  root.clear();
  const dom = new DOMParser().parseFromString(html, 'text/html');
  const nodes = $generateNodesFromDOM(editor, dom);
  if (nodes.length === 0) {
    root.append($createParagraphNode());
  } else {
    root.select();
    $insertNodes(nodes);
  }
  if (!hadSelection) $setSelection(null);
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

/**
 * Shows a value that changed outside the editor (undo, a collaborator, the canvas), tagged
 * so the editor's change listener knows it is not an edit. Unless the editor has focus, the
 * browser's caret is left where it is: an editor that takes the caret also takes focus, and
 * a side panel following the canvas would pull the seller out of the text they are typing.
 */
export function showOutsideValue(editor: LexicalEditor, html: string, tag: string): void {
  const root = editor.getRootElement();
  const focused = root !== null && root.contains(root.ownerDocument.activeElement);
  editor.update(() => $replaceWithHtml(editor, html), {
    tag: focused ? tag : [tag, SKIP_DOM_SELECTION_TAG],
  });
}
