// @vitest-environment jsdom
import { EventEmitter } from 'node:events';
import { EditorRefPlugin } from '@lexical/react/LexicalEditorRefPlugin';
import { act, cleanup, render } from '@testing-library/react';
import { $getRoot, type ElementNode, type LexicalEditor, type TextNode } from 'lexical';
import { createRef, StrictMode, useSyncExternalStore } from 'react';
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import { Awareness } from 'y-protocols/awareness';
import * as Y from 'yjs';
import { pageOf, sketch } from '../../src/commands/testing/testKit';
import { blocksOf, createSnapshotStore, LOCAL_ORIGIN, richTextOf } from '../../src/pageDoc';
import { createPageDoc } from '../doc/pageDoc';
import {
  CollaborativeTextEditor,
  isLexicalBindingOrigin,
  RICH_TEXT_SYNC_ORIGIN,
  type TextCollaboration,
} from './CollaborativeTextEditor';
import type { CollabConnection } from './connectCollaboration';
import { LEXICAL_FIELD } from './lexicalProvider';
import type { Collaborator, EditingField } from './presence';
import { writeTextHtml, type WriteTextHtml } from './textHtml';

/** Two peers' documents joined by an in-memory network that can be held (concurrent edits). */
function network() {
  const page = pageOf([sketch('text-1', 'textBlock')]);
  page.blocks[0]!.properties.html = '<p>Hello</p>';
  const docs = [createPageDoc(page), createPageDoc(page)] as const;
  const RELAY = Symbol('relay');
  let held: [Y.Doc, Uint8Array][] | null = null;
  docs.forEach((doc, i) => {
    const other = docs[1 - i]!;
    doc.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin === RELAY) return;
      if (held) held.push([other, update]);
      else Y.applyUpdate(other, update, RELAY);
    });
  });
  return {
    docs,
    hold: () => (held = []),
    release() {
      const queue = held ?? [];
      held = null;
      for (const [doc, update] of queue) Y.applyUpdate(doc, update, RELAY);
    },
  };
}

class FakeProvider extends EventEmitter {
  isSynced = true;
  constructor(readonly awareness: Awareness) {
    super();
  }
}

function collaboration(doc: Y.Doc, name: string, others: () => Collaborator[] = () => []) {
  const editing: (EditingField | null)[] = [];
  const shared: TextCollaboration = {
    doc,
    provider: new FakeProvider(new Awareness(doc)) as unknown as TextCollaboration['provider'],
    self: { id: name.length, name, colour: '#d6336c', avatar: null },
    collaborators: others,
    setEditing: (field) => editing.push(field),
  };
  return { shared, editing };
}

/** The session's write path for one document, as the editor session provides it. */
const writers = new WeakMap<Y.Doc, WriteTextHtml>();
function writerFor(doc: Y.Doc): WriteTextHtml {
  let writer = writers.get(doc);
  if (!writer) {
    const store = createSnapshotStore(doc);
    writer = (blockId, html, origin) => writeTextHtml(doc, store, blockId, html, origin);
    writers.set(doc, writer);
  }
  return writer;
}

async function mount(shared: TextCollaboration, onBindingOrigin?: (origin: object) => void) {
  const editorRef = createRef<LexicalEditor>();
  const view = render(
    <CollaborativeTextEditor
      collaboration={shared}
      blockId="text-1"
      html="<p>Hello</p>"
      writeHtml={writerFor(shared.doc)}
      label="Text"
      onBindingOrigin={onBindingOrigin}
    >
      <EditorRefPlugin editorRef={editorRef} />
    </CollaborativeTextEditor>,
  );
  await settle();
  return { view, editor: editorRef.current! };
}

/**
 * Lets React's effects, Lexical's commits (queued as microtasks) and the replay of an
 * existing text run to the end: rounds of microtasks inside act, no clock involved.
 */
async function settle() {
  await act(async () => {
    for (let round = 0; round < 20; round++) await Promise.resolve();
  });
}

const textOf = (view: ReturnType<typeof render>) =>
  view.container.querySelector('[role="textbox"]')!.textContent;
const propertiesOf = (doc: Y.Doc) =>
  blocksOf(doc).get('text-1')!.get('properties') as Y.Map<unknown>;
const htmlOf = (doc: Y.Doc) => propertiesOf(doc).get('html');

async function type(editor: LexicalEditor, at: 'start' | 'end', text: string) {
  await act(async () => {
    // What typing does: insert into the paragraph's text node at the caret.
    editor.update(() => {
      const node = $getRoot().getFirstChildOrThrow<ElementNode>().getFirstChildOrThrow<TextNode>();
      node.spliceText(at === 'start' ? 0 : node.getTextContentSize(), 0, text);
    });
  });
  await settle();
}

afterEach(cleanup);

describe('CollaborativeTextEditor', () => {
  it('fits a CollabConnection', () => {
    expectTypeOf<CollabConnection>().toExtend<TextCollaboration>();
  });

  it('seeds the empty rich text from the html once, and the other editor shows it', async () => {
    const { docs } = network();
    const one = await mount(collaboration(docs[0], 'Ada').shared);
    expect(textOf(one.view)).toBe('Hello');
    expect(richTextOf(docs[1], 'text-1').length).toBeGreaterThan(0);
    const two = await mount(collaboration(docs[1], 'Ben').shared);
    expect(textOf(two.view)).toBe('Hello');
  });

  it('merges two people typing in the same paragraph at once by character', async () => {
    const net = network();
    const one = await mount(collaboration(net.docs[0], 'Ada').shared);
    const two = await mount(collaboration(net.docs[1], 'Ben').shared);
    net.hold();
    await type(one.editor, 'start', 'Ada: ');
    await type(two.editor, 'end', ' from Ben');
    net.release();
    await settle();
    expect(textOf(one.view)).toBe('Ada: Hello from Ben');
    expect(textOf(two.view)).toBe('Ada: Hello from Ben');
  });

  it('keeps properties.html equal to the text: undoable after a local edit, caught up after a remote one', async () => {
    const net = network();
    const origins: unknown[] = [];
    net.docs[1].on('afterTransaction', (transaction: Y.Transaction) => {
      if (transaction.origin === LOCAL_ORIGIN || transaction.origin === RICH_TEXT_SYNC_ORIGIN)
        origins.push(transaction.origin);
    });
    const one = await mount(collaboration(net.docs[0], 'Ada').shared);
    const two = await mount(collaboration(net.docs[1], 'Ben').shared);
    origins.length = 0;
    await type(two.editor, 'end', ' there');
    expect(origins).toStrictEqual([LOCAL_ORIGIN]);
    expect(String(htmlOf(net.docs[0]))).toContain('Hello there');

    // Someone without a text editor open (a stock client) writes into the text itself.
    one.view.unmount();
    origins.length = 0;
    const paragraph = richTextOf(net.docs[0], 'text-1').toDelta()[0].insert as Y.XmlText;
    await act(async () => {
      paragraph.insert(paragraph.length, '!');
    });
    await settle();
    expect(textOf(two.view)).toBe('Hello there!');
    expect(origins).toStrictEqual([RICH_TEXT_SYNC_ORIGIN]);
    expect(String(htmlOf(net.docs[0]))).toContain('Hello there!');
  });

  it('hands over its binding, so the page history can undo typing and its html together', async () => {
    const { docs } = network();
    const bindings: object[] = [];
    const { editor } = await mount(collaboration(docs[0], 'Ada').shared, (origin) =>
      bindings.push(origin),
    );
    const undo = new Y.UndoManager([blocksOf(docs[0])], {
      trackedOrigins: new Set([LOCAL_ORIGIN]),
    });
    await type(editor, 'end', ' world');
    expect(bindings).toHaveLength(1);
    expect(isLexicalBindingOrigin(bindings[0])).toBe(true);
    undo.addTrackedOrigin(bindings[0]);
    await type(editor, 'end', '!');
    await act(async () => {
      undo.undo();
    });
    await settle();
    expect(String(htmlOf(docs[0]))).toContain('Hello world<');
    expect(richTextOf(docs[0], 'text-1').toDelta()[0].insert.toString()).not.toContain('!');
  });

  it('shows a text it reopens once, however often the canvas re-renders it with the html it writes', async () => {
    const { docs } = network();
    const { shared } = collaboration(docs[0], 'Ada');
    (await mount(shared)).view.unmount();
    expect(richTextOf(docs[0], 'text-1').length).toBeGreaterThan(0);

    // As the canvas draws it: the html prop follows what the editor writes.
    const editorRef = createRef<LexicalEditor>();
    function CanvasCell() {
      const html = useSyncExternalStore(
        (changed) => {
          docs[0].on('update', changed);
          return () => docs[0].off('update', changed);
        },
        () => String(htmlOf(docs[0])),
      );
      return (
        <CollaborativeTextEditor
          collaboration={shared}
          blockId="text-1"
          html={html}
          writeHtml={writerFor(shared.doc)}
          label="Text"
        >
          <EditorRefPlugin editorRef={editorRef} />
        </CollaborativeTextEditor>
      );
    }
    const view = render(<CanvasCell />);
    await settle();
    await type(editorRef.current!, 'end', ' again');
    await type(editorRef.current!, 'end', '!');
    expect(textOf(view)).toBe('Hello again!');
    expect(String(htmlOf(docs[0])).match(/Hello/g)).toHaveLength(1);
    expect(String(htmlOf(docs[1]))).toContain('Hello again!');
  });

  it('shows a text closed and reopened in the same document once, and types into it once', async () => {
    const { docs } = network();
    const { shared } = collaboration(docs[0], 'Ada');
    for (const word of [' one', ' two', ' three']) {
      const { view, editor } = await mount(shared);
      expect(textOf(view)).toMatch(/^Hello( one)?( two)?$/);
      await type(editor, 'end', word);
      view.unmount();
      // Closing leaves the html as the text was.
      expect(String(htmlOf(docs[0]))).toContain(`${word}</span>`);
    }
    const last = await mount(shared);
    expect(textOf(last.view)).toBe('Hello one two three');
    expect(String(htmlOf(docs[1])).match(/Hello/g)).toHaveLength(1);
  });

  it('shows a text once under StrictMode, which mounts every binding twice', async () => {
    const { docs } = network();
    await mount(collaboration(docs[0], 'Ada').shared);
    const editorRef = createRef<LexicalEditor>();
    const view = render(
      <StrictMode>
        <CollaborativeTextEditor
          collaboration={collaboration(docs[1], 'Ben').shared}
          blockId="text-1"
          html="<p>Hello</p>"
          writeHtml={writerFor(docs[1])}
          label="Text"
        >
          <EditorRefPlugin editorRef={editorRef} />
        </CollaborativeTextEditor>
      </StrictMode>,
    );
    await settle();
    expect(textOf(view)).toBe('Hello');
    await type(editorRef.current!, 'end', '!');
    expect(textOf(view)).toBe('Hello!');
    expect(String(htmlOf(docs[0])).match(/Hello/g)).toHaveLength(1);
  });

  it('takes its cursor out of the shared awareness when it closes', async () => {
    const { docs } = network();
    const { shared } = collaboration(docs[0], 'Ada');
    const { view } = await mount(shared);
    const lexicalState = () => shared.provider.awareness?.getLocalState()?.[LEXICAL_FIELD];
    expect(lexicalState()).toMatchObject({ name: 'Ada', blockId: 'text-1' });
    view.unmount();
    expect(lexicalState()).toBeNull();
  });

  it('opens on the html when it was changed in the properties panel since the text was last edited', async () => {
    const { docs } = network();
    const { shared } = collaboration(docs[0], 'Ada');
    const first = await mount(shared);
    await type(first.editor, 'end', ' there');
    first.view.unmount();
    // The panel writes the property, not the rich text.
    docs[0].transact(
      () => propertiesOf(docs[0]).set('html', '<p>Rewritten in the panel</p>'),
      LOCAL_ORIGIN,
    );
    const reopened = await mount(shared);
    expect(textOf(reopened.view)).toBe('Rewritten in the panel');
    await type(reopened.editor, 'end', '!');
    expect(String(htmlOf(docs[1]))).toContain('Rewritten in the panel!');
    expect(String(htmlOf(docs[1]))).not.toContain('Hello');
  });

  it('follows a html changed elsewhere while it is open, and the other editor receives it once', async () => {
    const net = network();
    // Once both are open, each sees the other with the block's text open.
    let bothOpen = false;
    const editingText = (doc: Y.Doc): Collaborator[] =>
      bothOpen
        ? [
            {
              clientId: doc.clientID,
              initials: 'X',
              user: { id: 9, name: 'X', colour: '#d6336c', avatar: null },
              selection: [],
              editing: { blockId: 'text-1', field: 'html' },
            },
          ]
        : [];
    const one = await mount(
      collaboration(net.docs[0], 'Ada', () => editingText(net.docs[1])).shared,
    );
    const two = await mount(
      collaboration(net.docs[1], 'Ben', () => editingText(net.docs[0])).shared,
    );
    bothOpen = true;
    await act(async () => {
      net.docs[1].transact(
        () => propertiesOf(net.docs[1]).set('html', '<p>From the panel</p>'),
        LOCAL_ORIGIN,
      );
    });
    await settle();
    expect(textOf(one.view)).toBe('From the panel');
    expect(textOf(two.view)).toBe('From the panel');
    expect(richTextOf(net.docs[0], 'text-1').toString()).not.toContain('Hello');
  });

  it('says which field it is editing while focused', async () => {
    const { docs } = network();
    const { shared, editing } = collaboration(docs[0], 'Ada');
    const { view } = await mount(shared);
    const box = view.container.querySelector<HTMLElement>('[role="textbox"]')!;
    act(() => box.focus());
    act(() => box.blur());
    expect(editing).toStrictEqual([{ blockId: 'text-1', field: 'html' }, null]);
  });
});
