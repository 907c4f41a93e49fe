import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { COLLABORATION_TAG, HISTORY_MERGE_TAG, type LexicalEditor } from 'lexical';
import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import * as Y from 'yjs';
import {
  BLOCK_KEYS,
  blocksOf,
  isLexicalBindingOrigin,
  LOCAL_ORIGIN,
  RICH_TEXT_SYNC_ORIGIN,
  richTextOf,
} from '../../src/pageDoc';
import { richTextConfig } from '../richText/config';
import { InlineTextSurface } from '../richText/InlineTextSurface';
import { $contentAsHtml, $replaceWithHtml } from '../richText/html';
import { createLexicalProvider, type SharedProvider } from './lexicalProvider';
import type { Collaborator, EditingField, PresenceUser } from './presence';
import { SharedTextPlugin } from './SharedTextPlugin';
import type { WriteTextHtml } from './textHtml';

// The html property rewritten after a collaborator's typing arrived is nobody's edit here:
// RICH_TEXT_SYNC_ORIGIN (not undoable, not this editor's to save; whoever typed saves it).
export { isLexicalBindingOrigin, RICH_TEXT_SYNC_ORIGIN };

/** What the text editor needs of the page's collaboration connection (a CollabConnection has it all). */
export interface TextCollaboration {
  readonly doc: Y.Doc;
  readonly provider: SharedProvider;
  readonly self: PresenceUser;
  collaborators(): Collaborator[];
  setEditing(field: EditingField | null): void;
}

export interface CollaborativeTextEditorProps {
  collaboration: TextCollaboration;
  blockId: string;
  /** The block's `properties.html`: seeds a rich text that was never edited together. */
  html: string;
  label: string;
  /**
   * Where the html of the text goes: the session's write path (`writeTextHtml`), a
   * `setProperty` command with LOCAL_ORIGIN after this seller's typing and
   * RICH_TEXT_SYNC_ORIGIN after a collaborator's. The editor never writes the property.
   */
  writeHtml: WriteTextHtml;
  className?: string;
  style?: CSSProperties;
  onDone?: () => void;
  /**
   * Called once with the Lexical binding, the origin of this editor's text transactions:
   * `undoManager.addTrackedOrigin(origin)` puts typing in the page's history together with
   * the html it writes (editor/doc README, Undo), and docOrigins can call it `local`.
   */
  onBindingOrigin?: (origin: object) => void;
  /** More Lexical plugins (a toolbar, a ref for tests), rendered inside the composer. */
  children?: ReactNode;
}

/**
 * A text block's rich text, edited together (issue 7): Lexical bound (SharedTextPlugin.tsx)
 * to the block's `Y.XmlText` in the page document, so two people typing in one paragraph
 * merge by character, with each other's cursors shown. The editor's one HocuspocusProvider
 * is adapted for Lexical (lexicalProvider.ts).
 *
 * - `properties.html` (what the snapshot, the canvas, saves, the storefront and mail read)
 *   follows the text: the editor hands each html it exports to `writeHtml`, with
 *   LOCAL_ORIGIN after a local change (undoable, unsaved) and RICH_TEXT_SYNC_ORIGIN after a
 *   collaborator's change arrived, and only when it differs, so every open editor
 *   converges on the same value.
 * - An empty rich text is seeded from `html` by this client only when no one else is
 *   editing the block (Lexical: at most one client may bootstrap; two seeding at once
 *   would both insert). The remaining window (two people opening the same never-edited
 *   block in the same instant) would show a duplicated first paragraph, which either can
 *   delete.
 * - Focus publishes `{ blockId, field: 'html' }` as the editing field in presence.
 * Remount (React `key`) to edit another block.
 */
export function CollaborativeTextEditor(props: CollaborativeTextEditorProps) {
  const { collaboration, blockId, html } = props;
  const { doc, provider, self } = collaboration;
  const [shouldBootstrap] = useState(() => {
    const aloneInBlock = !collaboration
      .collaborators()
      .some(({ editing }) => editing?.blockId === blockId);
    if (aloneInBlock) forgetTextBehindHtml(doc, blockId);
    return aloneInBlock && richTextOf(doc, blockId).length === 0;
  });
  // The html the editor opened with seeds an empty text. Held for the editor's life: a new
  // function on every render would make Lexical reconnect its provider on every edit.
  // It reads the document's html when it runs, which may be newer than the prop.
  const [seed] = useState(
    () => (editor: LexicalEditor) => $replaceWithHtml(editor, htmlOf(doc, blockId) ?? html),
  );
  // One adapted provider and one text for the editor's life: the binding is made from them.
  const [lexicalProvider] = useState(() => createLexicalProvider(provider, blockId));
  const [text] = useState(() => richTextOf(doc, blockId));
  // The content comes from the shared document, never from here.
  const initialConfig = richTextConfig(`collab-text-${blockId}`, null);

  useEffect(() => () => collaboration.setEditing(null), [collaboration]);

  return (
    <LexicalComposer initialConfig={initialConfig}>
      <InlineTextSurface
        className={props.className}
        style={props.style}
        label={props.label}
        onDone={props.onDone}
        onFocus={() => collaboration.setEditing({ blockId, field: 'html' })}
        onBlur={() => collaboration.setEditing(null)}
      />
      <ListPlugin />
      <SharedTextPlugin
        id={`block-${blockId}`}
        text={text}
        provider={lexicalProvider}
        shouldBootstrap={shouldBootstrap}
        seed={seed}
        name={self.name}
        colour={self.colour}
        onBindingOrigin={props.onBindingOrigin}
      />
      <HtmlFollowsText doc={doc} blockId={blockId} writeHtml={props.writeHtml} />
      <TextFollowsOutsideHtml collaboration={collaboration} blockId={blockId} />
      <FocusWhenShown textIsComing={shouldBootstrap || richTextOf(doc, blockId).length > 0} />
      {props.children}
    </LexicalComposer>
  );
}

/** A block's map and its properties map; null when the block is gone from the document. */
function blockMapsOf(
  doc: Y.Doc,
  blockId: string,
): { block: Y.Map<unknown>; properties: Y.Map<unknown> } | null {
  const block = blocksOf(doc).get(blockId);
  const properties = block?.get(BLOCK_KEYS.properties);
  return block && properties instanceof Y.Map ? { block, properties } : null;
}

/** The block's `properties.html` in the document, if it has one. */
function htmlOf(doc: Y.Doc, blockId: string): string | undefined {
  const html = blockMapsOf(doc, blockId)?.properties.get('html');
  return typeof html === 'string' ? html : undefined;
}

/** Whether the html was changed since the rich text last matched it (see BLOCK_KEYS.richTextSource). */
function isTextBehindHtml(doc: Y.Doc, blockId: string): boolean {
  const html = htmlOf(doc, blockId);
  return (
    html !== undefined &&
    blocksOf(doc).get(blockId)?.get(BLOCK_KEYS.richTextSource) !== html &&
    richTextOf(doc, blockId).length > 0
  );
}

/**
 * Before an editor opens on a text that is behind its html (edited in the properties
 * panel, or saved over HTTP, since the last text editor closed): empties the text, so the
 * editor seeds it from the html. Without this the editor would show the old text and its
 * first keystroke would write the old text back over the newer html.
 */
function forgetTextBehindHtml(doc: Y.Doc, blockId: string): void {
  if (!isTextBehindHtml(doc, blockId)) return;
  const text = richTextOf(doc, blockId);
  doc.transact(() => text.delete(0, text.length), RICH_TEXT_SYNC_ORIGIN);
}

/**
 * Keeps the block's `properties.html` equal to the text (see CollaborativeTextEditor)
 * through `writeHtml`, which records with it which html the text matches
 * (`richTextSource`).
 */
function HtmlFollowsText({
  doc,
  blockId,
  writeHtml,
}: {
  doc: Y.Doc;
  blockId: string;
  writeHtml: WriteTextHtml;
}) {
  const [editor] = useLexicalComposerContext();
  // The latest writer, without re-registering the listener when the canvas re-renders.
  const write = useRef(writeHtml);
  write.current = writeHtml;
  useEffect(() => {
    // The html the text was shown from and Lexical's export of it then. Lexical does not
    // keep html to the letter (`<h1>New in</h1>` exports with a styled span): while the
    // text still exports the same, nothing was typed, and writing the export would change
    // the page and raise its stored version on every open (issue 23).
    let shown: { html: unknown; exported: string } | null = null;
    return editor.registerUpdateListener(({ editorState, dirtyElements, dirtyLeaves, tags }) => {
      if (dirtyElements.size === 0 && dirtyLeaves.size === 0) return;
      const maps = blockMapsOf(doc, blockId);
      if (!maps) return;
      const { block, properties } = maps;
      const source = block.get(BLOCK_KEYS.richTextSource);
      const exported = () => editorState.read(() => $contentAsHtml(editor));
      // Seeding from html, or catching up with it, is not an edit: the text now matches
      // the html as it is (which Lexical may not keep to the letter), so that is recorded.
      if (tags.has(HISTORY_MERGE_TAG) && !tags.has(COLLABORATION_TAG)) {
        const html = properties.get('html');
        shown = { html, exported: exported() };
        if (typeof html === 'string' && source !== html)
          write.current(blockId, html, RICH_TEXT_SYNC_ORIGIN);
        return;
      }
      const html = exported();
      // The first showing of a text that matches its html (reopening it) is not an edit either.
      if (shown === null && source === properties.get('html')) {
        shown = { html: source, exported: html };
        return;
      }
      if (shown && shown.html === properties.get('html') && shown.exported === html) return;
      if (properties.get('html') === html && source === html) return;
      write.current(
        blockId,
        html,
        tags.has(COLLABORATION_TAG) ? RICH_TEXT_SYNC_ORIGIN : LOCAL_ORIGIN,
      );
    });
  }, [editor, doc, blockId]);
  return null;
}

/**
 * While the editor is open, a html changed elsewhere (the properties panel beside it, a
 * collaborator's panel, an undo of a panel edit) replaces the text. Of the people with this
 * block's text open, only the one whose connection has the lowest id writes the change
 * into the shared text; the others receive it, so it is never inserted twice.
 */
function TextFollowsOutsideHtml({
  collaboration,
  blockId,
}: {
  collaboration: TextCollaboration;
  blockId: string;
}) {
  const [editor] = useLexicalComposerContext();
  useEffect(() => {
    const { doc } = collaboration;
    const maps = blockMapsOf(doc, blockId);
    if (!maps) return;
    const catchUp = () => {
      if (!isTextBehindHtml(doc, blockId)) return;
      const others = collaboration
        .collaborators()
        .filter(({ editing }) => editing?.blockId === blockId);
      if (others.some(({ clientId }) => clientId < doc.clientID)) return;
      const html = String(maps.properties.get('html'));
      editor.update(() => $replaceWithHtml(editor, html), { tag: HISTORY_MERGE_TAG });
    };
    maps.properties.observe(catchUp);
    return () => maps.properties.unobserve(catchUp);
  }, [editor, collaboration, blockId]);
  return null;
}

/**
 * Puts the caret at the end of the text once the editor shows it (the text arrives from
 * the shared document a moment after the editor mounts), as a double-click on the canvas
 * promises: the seller types straight away.
 */
function FocusWhenShown({ textIsComing }: { textIsComing: boolean }) {
  const [editor] = useLexicalComposerContext();
  const [waitForText] = useState(textIsComing);
  useEffect(() => {
    const focus = () => editor.focus(undefined, { defaultSelection: 'rootEnd' });
    if (!waitForText) {
      focus();
      return;
    }
    const stop = editor.registerUpdateListener(({ tags }) => {
      if (!tags.has(COLLABORATION_TAG) && !tags.has(HISTORY_MERGE_TAG)) return;
      stop();
      focus();
    });
    return stop;
  }, [editor, waitForText]);
  return null;
}
