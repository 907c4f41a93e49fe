import { $isLinkNode, $toggleLink } from '@lexical/link';
import {
  $isListNode,
  INSERT_ORDERED_LIST_COMMAND,
  INSERT_UNORDERED_LIST_COMMAND,
  REMOVE_LIST_COMMAND,
} from '@lexical/list';
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { $findMatchingParent } from '@lexical/utils';
import {
  $getSelection,
  $isRangeSelection,
  $setSelection,
  CLEAR_HISTORY_COMMAND,
  FORMAT_TEXT_COMMAND,
  type BaseSelection,
  type LexicalEditor,
} from 'lexical';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { isSafeUrl } from '../../../src/links';
import { createOverlayStore, OverlayHost } from '../../../src/ui';
import { MagicModelOverlay } from '../overlays/MagicModelOverlay';
import { customLinkChoice } from '../linkChoices';
import { richTextConfig } from '../../richText/config';
import { $contentAsHtml, $replaceWithHtml, showOutsideValue } from '../../richText/html';
import { FieldShell } from './FieldShell';
import { textOf } from './TextInput';
import type { FieldInputProps } from './types';

const MAGIC_MODEL_OVERLAY = 'magic-model';

/** Marks updates that load the stored value, so they are not reported back as edits. */
const EXTERNAL_VALUE_TAG = 'external-value';

/**
 * A compact rich-text editor over an HTML string (textBlock `html`): Lexical with
 * history, a toolbar for bold, italic, link and lists, and each edit reported as HTML at
 * once. A value changed from outside (undo in the editor, another seller) replaces the
 * content and clears Lexical's own history, since the editor's history owns undo.
 * "Magic model" opens the overlay that writes a draft from a short description.
 */
export function RichTextInput({ field, value, onChange }: FieldInputProps<'richText'>) {
  const html = textOf(value);
  const lastHtml = useRef(html);
  const [overlays] = useState(createOverlayStore);
  const initialConfig = richTextConfig(`field-${field.name}`, (editor) =>
    $replaceWithHtml(editor, html),
  );
  return (
    <FieldShell label={field.label} help={field.help}>
      {(ids) => (
        <LexicalComposer initialConfig={initialConfig}>
          <div className="rich-text">
            <Toolbar label={field.label} />
            <RichTextPlugin
              contentEditable={
                <ContentEditable
                  id={ids.control}
                  className="rich-text__content"
                  aria-labelledby={ids.label}
                  aria-describedby={ids.describedBy}
                  aria-multiline
                  role="textbox"
                />
              }
              ErrorBoundary={LexicalErrorBoundary}
            />
          </div>
          <HistoryPlugin />
          <ListPlugin />
          <LinkPlugin validateUrl={isSafeUrl} />
          <OnChangePlugin
            ignoreSelectionChange
            onChange={(editorState, editor, tags) => {
              if (tags.has(EXTERNAL_VALUE_TAG)) return;
              const next = editorState.read(() => $contentAsHtml(editor));
              if (next === lastHtml.current) return;
              lastHtml.current = next;
              onChange(next);
            }}
          />
          <ExternalValuePlugin html={html} lastHtml={lastHtml} />
          <button
            type="button"
            className="button button--small"
            onClick={() => overlays.open(MAGIC_MODEL_OVERLAY)}
          >
            Magic model
          </button>
          <OverlayHost
            store={overlays}
            overlays={[
              {
                name: MAGIC_MODEL_OVERLAY,
                render: (close) => (
                  <MagicModelOverlay
                    onClose={() => close()}
                    onInsert={(draft) => {
                      close();
                      onChange(draft);
                    }}
                  />
                ),
              },
            ]}
          />
        </LexicalComposer>
      )}
    </FieldShell>
  );
}

/** Loads a value that changed outside the editor; ignores the echo of its own edits. */
function ExternalValuePlugin({ html, lastHtml }: { html: string; lastHtml: { current: string } }) {
  const [editor] = useLexicalComposerContext();
  useEffect(() => {
    if (html === lastHtml.current) return;
    lastHtml.current = html;
    showOutsideValue(editor, html, EXTERNAL_VALUE_TAG);
    editor.dispatchCommand(CLEAR_HISTORY_COMMAND, undefined);
  }, [editor, html, lastHtml]);
  return null;
}

interface Formats {
  bold: boolean;
  italic: boolean;
  link: boolean;
  list: 'bullet' | 'number' | null;
}

const NO_FORMATS: Formats = { bold: false, italic: false, link: false, list: null };

/** What the selection is: the toolbar shows it with aria-pressed. */
function $readFormats(): Formats {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return NO_FORMATS;
  const anchor = selection.anchor.getNode();
  const list = $findMatchingParent(anchor, $isListNode);
  const listType = $isListNode(list) ? list.getListType() : null;
  return {
    bold: selection.hasFormat('bold'),
    italic: selection.hasFormat('italic'),
    link: $findMatchingParent(anchor, $isLinkNode) !== null,
    list: listType === 'bullet' || listType === 'number' ? listType : null,
  };
}

function useFormats(editor: LexicalEditor): Formats {
  const [formats, setFormats] = useState(NO_FORMATS);
  useEffect(
    () =>
      editor.registerUpdateListener(({ editorState }) => {
        const next = editorState.read($readFormats);
        setFormats((previous) =>
          previous.bold === next.bold &&
          previous.italic === next.italic &&
          previous.link === next.link &&
          previous.list === next.list
            ? previous
            : next,
        );
      }),
    [editor],
  );
  return formats;
}

/** Bold, italic, link and list buttons; a toolbar whose buttons the arrow keys move between. */
function Toolbar({ label }: { label: string }) {
  const [editor] = useLexicalComposerContext();
  const formats = useFormats(editor);
  const [linkForm, setLinkForm] = useState<{ selection: BaseSelection | null } | null>(null);
  const toolbarRef = useRef<HTMLDivElement>(null);

  const toggleList = (type: 'bullet' | 'number') => {
    if (formats.list === type) editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined);
    else
      editor.dispatchCommand(
        type === 'bullet' ? INSERT_UNORDERED_LIST_COMMAND : INSERT_ORDERED_LIST_COMMAND,
        undefined,
      );
  };

  const onLink = () => {
    if (formats.link) {
      editor.update(() => $toggleLink(null));
      return;
    }
    // The selection is kept, since typing the address moves focus out of the editor.
    const selection = editor.getEditorState().read(() => $getSelection()?.clone() ?? null);
    setLinkForm({ selection });
  };

  const onToolbarKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const buttons = [...(toolbarRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (index === -1) return;
    event.preventDefault();
    const next =
      buttons[(index + (event.key === 'ArrowRight' ? 1 : -1) + buttons.length) % buttons.length];
    next?.focus();
  };

  const button = (name: string, text: string, pressed: boolean, action: () => void) => (
    <button
      type="button"
      className="button button--small"
      aria-label={name}
      aria-pressed={pressed}
      // Keeps the editor's selection: a click must not move focus before the command runs.
      onMouseDown={(event) => event.preventDefault()}
      onClick={action}
    >
      {text}
    </button>
  );

  return (
    <>
      <div
        ref={toolbarRef}
        className="rich-text__toolbar"
        role="toolbar"
        aria-label={`${label} formatting`}
        onKeyDown={onToolbarKeyDown}
      >
        {button('Bold', 'B', formats.bold, () =>
          editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'bold'),
        )}
        {button('Italic', 'I', formats.italic, () =>
          editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'italic'),
        )}
        {button('Link', 'Link', formats.link, onLink)}
        {button('Bulleted list', '• List', formats.list === 'bullet', () => toggleList('bullet'))}
        {button('Numbered list', 'Numbered', formats.list === 'number', () => toggleList('number'))}
      </div>
      {linkForm ? (
        <LinkForm
          onCancel={() => setLinkForm(null)}
          onApply={(url) => {
            editor.update(() => {
              if (linkForm.selection) $setSelection(linkForm.selection.clone());
              $toggleLink(url);
            });
            setLinkForm(null);
            editor.focus();
          }}
        />
      ) : null}
    </>
  );
}

/** The address of a new link: required and safe (src/links `isSafeUrl`). */
function LinkForm({ onApply, onCancel }: { onApply: (url: string) => void; onCancel: () => void }) {
  const ids = { input: useId(), error: useId() };
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const apply = () => {
    // The same rule as the select-link overlay's custom link: required, and safe.
    const checked = customLinkChoice('', url);
    if (checked.ok) onApply(checked.value.href);
    else setError(checked.error);
  };
  return (
    <div className="rich-text__link-form">
      <label htmlFor={ids.input} className="ui-visually-hidden">
        Link address
      </label>
      <input
        id={ids.input}
        type="text"
        inputMode="url"
        value={url}
        placeholder="https://"
        autoFocus
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? ids.error : undefined}
        onChange={(event) => {
          setUrl(event.target.value);
          setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          } else if (event.key === 'Escape') {
            event.stopPropagation();
            onCancel();
          }
        }}
      />
      <button type="button" className="button button--small" onClick={apply}>
        Apply
      </button>
      <button type="button" className="button button--small" onClick={onCancel}>
        Cancel
      </button>
      {error ? (
        <p id={ids.error} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
