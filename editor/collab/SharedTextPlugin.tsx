import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import {
  createUndoManager,
  createYjsBinding,
  initLocalState,
  setLocalStateFocus,
  syncCursorPositions,
  syncLexicalUpdateToYjs,
  syncYjsChangesToLexical,
  type Binding,
  type Provider,
} from '@lexical/yjs';
import {
  BLUR_COMMAND,
  COMMAND_PRIORITY_EDITOR,
  FOCUS_COMMAND,
  HISTORY_MERGE_TAG,
  mergeRegister,
  REDO_COMMAND,
  SKIP_COLLAB_TAG,
  UNDO_COMMAND,
  type LexicalEditor,
} from 'lexical';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import * as Y from 'yjs';
import { replayRichText } from './replayRichText';
import { mirrorText } from './textMirror';

export interface SharedTextPluginProps {
  /** The binding's id (one per text block). */
  id: string;
  /** The text this editor is bound to, in the page document. */
  text: Y.XmlText;
  /** The page's provider adapted for this block (lexicalProvider.ts). */
  provider: Provider;
  /** Whether this editor may seed an empty text (at most one client may). */
  shouldBootstrap: boolean;
  /** Fills the empty editor when it seeds the text. */
  seed: (editor: LexicalEditor) => void;
  name: string;
  colour: string;
  /** Called once the text's history starts, with the binding (the origin of its writes). */
  onBindingOrigin?: (origin: object) => void;
}

/**
 * Binds the composer's editor to one shared `Y.XmlText`, with @lexical/yjs's public
 * functions (what Lexical's `CollaborationPlugin` does, with the binding in our hands):
 *
 * - every mount makes its own binding on its own copy of the page document (textMirror.ts)
 *   and shows it the text already there (replayRichText), and on unmount destroys both, so
 *   a remount (StrictMode, reopening) gets a fresh binding on types no other editor has
 *   seen; the replay sets the editor's content to the text's,
 *   whatever it showed before. Closing never touches the editor's content: the html
 *   follows every change of it;
 * - an empty text is seeded once the page is synced, when `shouldBootstrap`;
 * - the history (Ctrl/Cmd+Z in the text, and the binding handed to `onBindingOrigin` for the
 *   page's undo) starts after the text is shown or seeded, so neither is undoable;
 * - collaborators' cursors are drawn, and this editor's focus and caret published.
 */
export function SharedTextPlugin(props: SharedTextPluginProps) {
  const { id, text, provider, shouldBootstrap, seed, name, colour } = props;
  const [editor] = useLexicalComposerContext();
  const [binding, setBinding] = useState<Binding | null>(null);
  const [historyStarts, setHistoryStarts] = useState(false);
  const onBindingOrigin = useRef(props.onBindingOrigin);
  onBindingOrigin.current = props.onBindingOrigin;

  useEffect(() => {
    if (!text.doc) return;
    const mirror = mirrorText(text);
    const fresh = createYjsBinding({
      editor,
      id,
      doc: mirror.doc,
      docMap: new Map([[id, mirror.doc]]),
      getXmlText: () => mirror.text,
    });
    const onTextChanges = (events: Y.YEvent<Y.Text>[], transaction: Y.Transaction) => {
      if (transaction.origin === fresh) return;
      syncYjsChangesToLexical(fresh, provider, events, transaction.origin instanceof Y.UndoManager);
    };
    mirror.text.observeDeep(onTextChanges);
    const stopWriting = editor.registerUpdateListener((update) => {
      if (update.tags.has(SKIP_COLLAB_TAG)) return;
      syncLexicalUpdateToYjs(
        fresh,
        provider,
        update.prevEditorState,
        update.editorState,
        update.dirtyElements,
        update.dirtyLeaves,
        update.normalizedNodes,
        update.tags,
      );
    });
    replayRichText(fresh, provider);
    setBinding(fresh);
    return () => {
      mirror.text.unobserveDeep(onTextChanges);
      stopWriting();
      fresh.root.destroy(fresh);
      mirror.destroy();
      setBinding(null);
      setHistoryStarts(false);
    };
  }, [editor, id, text, provider]);

  useEffect(() => {
    if (!binding) return;
    if (!shouldBootstrap) {
      setHistoryStarts(true);
      return;
    }
    let seeded = false;
    const onSync = (synced: boolean) => {
      if (!synced || seeded) return;
      seeded = true;
      if (text.length > 0) {
        setHistoryStarts(true);
        return;
      }
      editor.update(() => seed(editor), {
        tag: HISTORY_MERGE_TAG,
        // Runs after the update listeners wrote the seed into the text.
        onUpdate: () => setHistoryStarts(true),
      });
    };
    provider.on('sync', onSync);
    void provider.connect();
    return () => {
      provider.off('sync', onSync);
      provider.disconnect();
    };
  }, [binding, shouldBootstrap, provider, text, editor, seed]);

  useEffect(() => {
    if (!binding || !historyStarts) return;
    onBindingOrigin.current?.(binding);
    const undoManager = createUndoManager(binding, binding.root.getSharedType());
    return mergeRegister(
      editor.registerCommand(
        UNDO_COMMAND,
        () => {
          undoManager.undo();
          return true;
        },
        COMMAND_PRIORITY_EDITOR,
      ),
      editor.registerCommand(
        REDO_COMMAND,
        () => {
          undoManager.redo();
          return true;
        },
        COMMAND_PRIORITY_EDITOR,
      ),
      () => undoManager.destroy(),
    );
  }, [binding, historyStarts, editor]);

  useEffect(() => {
    if (!binding) return;
    const root = editor.getRootElement();
    const focused = root !== null && root.ownerDocument.activeElement === root;
    initLocalState(provider, name, colour, focused, {});
    const onAwareness = () => syncCursorPositions(binding, provider);
    provider.awareness.on('update', onAwareness);
    const publishFocus = (focusing: boolean) => () => {
      setLocalStateFocus(provider, name, colour, focusing, {});
      return false;
    };
    return mergeRegister(
      editor.registerCommand(FOCUS_COMMAND, publishFocus(true), COMMAND_PRIORITY_EDITOR),
      editor.registerCommand(BLUR_COMMAND, publishFocus(false), COMMAND_PRIORITY_EDITOR),
      () => provider.awareness.off('update', onAwareness),
      // A closed editor has no caret to show collaborators.
      () => provider.awareness.setLocalState(null),
    );
  }, [binding, editor, provider, name, colour]);

  if (!binding) return null;
  return createPortal(
    <div
      ref={(element) => {
        binding.cursorsContainer = element;
      }}
    />,
    document.body,
  );
}
