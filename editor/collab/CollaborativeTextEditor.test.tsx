// @vitest-environment jsdom
import { EventEmitter } from 'node:events';
import { EditorRefPlugin } from '@lexical/react/LexicalEditorRefPlugin';
import { act, cleanup, render } from '@testing-library/react';
import { $getRoot, type ElementNode, type LexicalEditor, type TextNode } from 'lexical';
import { createRef } from 'react';
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import { Awareness } from 'y-protocols/awareness';
import * as Y from 'yjs';
import { pageOf, sketch } from '../../src/commands/testKit';
import { blocksOf, createPageDoc, LOCAL_ORIGIN, richTextOf } from '../../src/pageDoc';
import { CollaborativeTextEditor, isLexicalBindingOrigin, RICH_TEXT_SYNC_ORIGIN, type TextCollaboration } from './CollaborativeTextEditor';
import type { CollabConnection } from './connectCollaboration';
import type { EditingField } from './presence';

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

function collaboration(doc: Y.Doc, name: string) {
  const editing: (EditingField | null)[] = [];
  const shared: TextCollaboration = {
    doc,
    provider: new FakeProvider(new Awareness(doc)) as unknown as TextCollaboration['provider'],
    self: { id: name.length, name, colour: '#d6336c', avatar: null },
    collaborators: () => [],
    setEditing: (field) => editing.push(field),
  };
  return { shared, editing };
}

async function mount(shared: TextCollaboration, onBindingOrigin?: (origin: object) => void) {
  const editorRef = createRef<LexicalEditor>();
  const view = render(
    <CollaborativeTextEditor collaboration={shared} blockId="text-1" html="<p>Hello</p>" label="Text" onBindingOrigin={onBindingOrigin}>
      <EditorRefPlugin editorRef={editorRef} />
    </CollaborativeTextEditor>,
  );
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 60));
  });
  return { view, editor: editorRef.current! };
}

const textOf = (view: ReturnType<typeof render>) => view.container.querySelector('[role="textbox"]')!.textContent;
const htmlOf = (doc: Y.Doc) => (blocksOf(doc).get('text-1')!.get('properties') as Y.Map<unknown>).get('html');

async function type(editor: LexicalEditor, at: 'start' | 'end', text: string) {
  await act(async () => {
    // What typing does: insert into the paragraph's text node at the caret.
    editor.update(() => {
      const node = $getRoot().getFirstChildOrThrow<ElementNode>().getFirstChildOrThrow<TextNode>();
      node.spliceText(at === 'start' ? 0 : node.getTextContentSize(), 0, text);
    });
    await new Promise((resolve) => setTimeout(resolve, 60));
  });
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
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 60));
    });
    expect(textOf(one.view)).toBe('Ada: Hello from Ben');
    expect(textOf(two.view)).toBe('Ada: Hello from Ben');
  });

  it('keeps properties.html equal to the text: undoable after a local edit, caught up after a remote one', async () => {
    const net = network();
    const origins: unknown[] = [];
    net.docs[1].on('afterTransaction', (transaction: Y.Transaction) => {
      if (transaction.origin === LOCAL_ORIGIN || transaction.origin === RICH_TEXT_SYNC_ORIGIN) origins.push(transaction.origin);
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
      await new Promise((resolve) => setTimeout(resolve, 60));
    });
    expect(textOf(two.view)).toBe('Hello there!');
    expect(origins).toStrictEqual([RICH_TEXT_SYNC_ORIGIN]);
    expect(String(htmlOf(net.docs[0]))).toContain('Hello there!');
  });

  it('hands over its binding, so the page history can undo typing and its html together', async () => {
    const { docs } = network();
    const bindings: object[] = [];
    const { editor } = await mount(collaboration(docs[0], 'Ada').shared, (origin) => bindings.push(origin));
    const undo = new Y.UndoManager([blocksOf(docs[0])], { trackedOrigins: new Set([LOCAL_ORIGIN]) });
    await type(editor, 'end', ' world');
    expect(bindings).toHaveLength(1);
    expect(isLexicalBindingOrigin(bindings[0])).toBe(true);
    undo.addTrackedOrigin(bindings[0]);
    await type(editor, 'end', '!');
    await act(async () => {
      undo.undo();
      await new Promise((resolve) => setTimeout(resolve, 60));
    });
    expect(String(htmlOf(docs[0]))).toContain('Hello world<');
    expect(richTextOf(docs[0], 'text-1').toDelta()[0].insert.toString()).not.toContain('!');
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
