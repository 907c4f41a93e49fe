import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { mirrorText } from './textMirror';

/** A page-like document with one block holding a text. */
function pageWithText(content: string) {
  const page = new Y.Doc();
  const block = new Y.Map<unknown>();
  const text = new Y.XmlText();
  page.transact(() => {
    page.getMap('blocks').set('b1', block);
    block.set('text', text);
    text.insert(0, content);
  });
  return { page, text };
}

/** The origins of the transactions that changed `doc`, in order. */
function changesOf(doc: Y.Doc): unknown[] {
  const origins: unknown[] = [];
  doc.on('afterTransaction', (transaction: Y.Transaction) => {
    if (transaction.changed.size > 0) origins.push(transaction.origin);
  });
  return origins;
}

describe('mirrorText', () => {
  it('is a new document whose text holds the same content, in types of its own', () => {
    const { page, text } = pageWithText('Hello');
    const mirror = mirrorText(text);
    expect(mirror.doc).not.toBe(page);
    expect(mirror.text).not.toBe(text);
    expect(mirror.text.toString()).toBe('Hello');
    expect(mirror.doc.clientID).not.toBe(page.clientID);
    mirror.destroy();
  });

  it("copies the copy's writes to the page once, with their origin", () => {
    const { page, text } = pageWithText('Hello');
    const mirror = mirrorText(text);
    const pageChanges = changesOf(page);
    const mirrorChanges = changesOf(mirror.doc);
    const binding = { name: 'binding' };
    mirror.doc.transact(() => mirror.text.insert(5, ' world'), binding);
    expect(text.toString()).toBe('Hello world');
    expect(pageChanges).toStrictEqual([binding]);
    expect(mirrorChanges).toStrictEqual([binding]);
    mirror.destroy();
  });

  it("copies the page's writes to the copy before the page's observers run", () => {
    const { page, text } = pageWithText('Hello');
    const mirror = mirrorText(text);
    const seenByObservers: string[] = [];
    text.observe(() => seenByObservers.push(mirror.text.toString()));
    const mirrorChanges = changesOf(mirror.doc);
    const local = Symbol('local');
    page.transact(() => text.delete(0, 1), local);
    expect(mirror.text.toString()).toBe('ello');
    expect(seenByObservers).toStrictEqual(['ello']);
    expect(mirrorChanges).toStrictEqual([local]);
    mirror.destroy();
  });

  it("lets the page's undo manager undo the copy's writes by their origin", () => {
    const { page, text } = pageWithText('Hello');
    const mirror = mirrorText(text);
    const binding = { name: 'binding' };
    const undoManager = new Y.UndoManager(page.getMap('blocks'), {
      trackedOrigins: new Set([binding]),
    });
    mirror.doc.transact(() => mirror.text.insert(0, 'Oh, '), binding);
    expect(text.toString()).toBe('Oh, Hello');
    undoManager.undo();
    expect(text.toString()).toBe('Hello');
    expect(mirror.text.toString()).toBe('Hello');
    mirror.destroy();
  });

  it('copies writes made while the other side is reacting to a copy', () => {
    const { page, text } = pageWithText('Hello');
    const mirror = mirrorText(text);
    // The page answers each change of the text with a write of its own, as the html that
    // follows a text does.
    const follower = page.getMap<string>('follower');
    text.observe(() => page.transact(() => follower.set('text', text.toString()), 'follow'));
    mirror.doc.transact(() => mirror.text.insert(5, '!'), 'typing');
    expect(follower.get('text')).toBe('Hello!');
    expect(mirror.doc.getMap<string>('follower').get('text')).toBe('Hello!');
    mirror.destroy();
  });

  it('stops copying once destroyed', () => {
    const { page, text } = pageWithText('Hello');
    const mirror = mirrorText(text);
    const copy = mirror.text;
    mirror.destroy();
    page.transact(() => text.insert(5, '!'));
    expect(copy.toString()).toBe('Hello');
    expect(text.toString()).toBe('Hello!');
  });

  it('finds an empty text in the copy too', () => {
    const { text } = pageWithText('');
    const mirror = mirrorText(text);
    mirror.doc.transact(() => mirror.text.insert(0, 'First'));
    expect(text.toString()).toBe('First');
    mirror.destroy();
  });
});
