import { useCallback, type CSSProperties, type ReactNode } from 'react';
import type * as Y from 'yjs';
import type { Block } from '../../src/model';
import { originTraits } from '../../src/pageDoc/origins';
import { InlineTextEditor } from '../canvas/InlineTextEditor';
import {
  CollaborativeTextEditor,
  PresenceBar,
  RemoteSelections,
  useCollaborators,
  type CollabConnection,
  type WriteTextHtml,
} from '../collab';

/**
 * The top bar's part of collaboration: who else is here. The connection's state is part
 * of the one save status (SaveStatusIndicator), never shown beside it.
 */
export function CollaborationBar({ connection }: { connection: CollabConnection }) {
  const people = useCollaborators(connection);
  return <PresenceBar collaborators={people} />;
}

/** Collaborators' selections drawn over the canvas: coloured outlines with name tags. */
export function CollaborationOverlay({
  connection,
  container,
}: {
  connection: CollabConnection;
  container: HTMLElement | null;
}) {
  const people = useCollaborators(connection);
  return <RemoteSelections collaborators={people} container={container} />;
}

type TextEditorProps = {
  className: string;
  style: CSSProperties;
  label: string;
  onDone: () => void;
};

/**
 * The in-place text editor for a text block: bound to the shared document through Lexical
 * when the page is shared (characters merge between collaborators; the html it exports goes
 * through the session's `writeTextHtml`, undoable with the page), or the plain inline editor
 * when editing alone (each change a `setProperty` command through `setHtml`).
 */
export function useTextEditorFactory(
  connection: CollabConnection | null,
  undoManager: Y.UndoManager,
  setHtml: (blockId: string, html: string) => void,
  writeTextHtml: WriteTextHtml,
): (block: Block, props: TextEditorProps) => ReactNode {
  return useCallback(
    (block, props) => {
      const html = typeof block.properties.html === 'string' ? block.properties.html : '';
      if (connection) {
        return (
          <CollaborativeTextEditor
            key={block.id}
            collaboration={connection}
            blockId={block.id}
            html={html}
            writeHtml={writeTextHtml}
            label={props.label}
            className={props.className}
            style={props.style}
            onDone={props.onDone}
            onBindingOrigin={(origin) => {
              if (originTraits(origin)?.undoable) undoManager.addTrackedOrigin(origin);
            }}
          />
        );
      }
      return (
        <InlineTextEditor html={html} {...props} onChange={(next) => setHtml(block.id, next)} />
      );
    },
    [connection, undoManager, setHtml, writeTextHtml],
  );
}
