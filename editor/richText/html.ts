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
import { sanitizeHtml } from '../../src/sanitize';
import { RICH_TEXT_THEME } from './config';

/**
 * HTML in and out of a rich-text editor, for the property whose stored value is an HTML
 * string (textBlock `html`). Both directions go through the one seller-html sanitiser
 * (`src/sanitize`), the rules the storefront renders and the server stores with, so an
 * editor never shows or hands on what the page would not keep. Call the `$` functions
 * inside `editor.update` / `editorState.read`.
 */

/** Every class name of the editing theme: the surface's styling, never part of the html. */
const THEME_CLASSES: ReadonlySet<string> = new Set(
  Object.values(RICH_TEXT_THEME).flatMap((value) =>
    typeof value === 'string' ? value.split(' ') : Object.values(value ?? {}),
  ),
);

/** Replaces the editor's content with the nodes the (sanitised) HTML describes. */
export function $replaceWithHtml(editor: LexicalEditor, html: string): void {
  const root = $getRoot();
  // An editor without a caret keeps none: a caret left by the insertion would pull focus
  // into it, and would point a collaborator's cursor sync at nodes that are gone.
  const hadSelection = $getSelection() !== null;
  root.clear();
  const dom = new DOMParser().parseFromString(sanitizeHtml(html), 'text/html');
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
 * The editor's content as sanitised HTML without the theme's class names; '' when it
 * holds nothing but one empty paragraph, so an emptied field stores '' rather than
 * `<p><br></p>`.
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
  return blank ? '' : sanitizeHtml(withoutThemeClasses($generateHtmlFromNodes(editor, null)));
}

function withoutThemeClasses(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const element of template.content.querySelectorAll('[class]')) {
    const kept = [...element.classList].filter((name) => !THEME_CLASSES.has(name));
    if (kept.length === 0) element.removeAttribute('class');
    else element.setAttribute('class', kept.join(' '));
  }
  return template.innerHTML;
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
