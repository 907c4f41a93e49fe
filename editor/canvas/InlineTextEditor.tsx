import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin';
import { useEffect, useRef } from 'react';
import { richTextConfig } from '../richText/config';
import { InlineTextSurface } from '../richText/InlineTextSurface';
import { $contentAsHtml, $replaceWithHtml, showOutsideValue } from '../richText/html';

const EXTERNAL = 'external-value';

/**
 * Edits a text block's rich text in place on the canvas (issue 6: rich text inline on the
 * canvas for textBlock). Every change is reported as HTML and becomes one property edit;
 * rapid typing groups into one undo step in the editor's history, which owns undo (so no
 * Lexical history here). Escape or leaving the block ends editing.
 */
export function InlineTextEditor(props: {
  html: string;
  className: string;
  style?: React.CSSProperties;
  label: string;
  onChange: (html: string) => void;
  onDone: () => void;
}) {
  const lastHtml = useRef(props.html);
  const initialConfig = richTextConfig('inline-text', (editor) =>
    $replaceWithHtml(editor, props.html),
  );
  return (
    <LexicalComposer initialConfig={initialConfig}>
      <InlineTextSurface
        className={props.className}
        style={props.style}
        label={props.label}
        onDone={props.onDone}
      />
      <ListPlugin />
      <AutoFocus />
      <OnChangePlugin
        ignoreSelectionChange
        onChange={(editorState, editor, tags) => {
          if (tags.has(EXTERNAL)) return;
          const next = editorState.read(() => $contentAsHtml(editor));
          if (next === lastHtml.current) return;
          lastHtml.current = next;
          props.onChange(next);
        }}
      />
      <ExternalValue html={props.html} lastHtml={lastHtml} />
    </LexicalComposer>
  );
}

function AutoFocus() {
  const [editor] = useLexicalComposerContext();
  useEffect(() => editor.focus(undefined, { defaultSelection: 'rootEnd' }), [editor]);
  return null;
}

/** A value changed elsewhere (undo, a collaborator) replaces the content; its own echo does not. */
function ExternalValue({ html, lastHtml }: { html: string; lastHtml: { current: string } }) {
  const [editor] = useLexicalComposerContext();
  useEffect(() => {
    if (html === lastHtml.current) return;
    lastHtml.current = html;
    showOutsideValue(editor, html, EXTERNAL);
  }, [editor, html, lastHtml]);
  return null;
}
