import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { Awareness } from 'y-protocols/awareness';
import { createLexicalProvider, LEXICAL_FIELD, type SharedProvider } from './lexicalProvider';
import { PRESENCE_FIELD } from './presence';

class FakeShared extends EventEmitter {
  isSynced = false;
  constructor(readonly awareness: Awareness) {
    super();
  }
}

function shared() {
  const fake = new FakeShared(new Awareness(new Y.Doc()));
  return { fake, provider: fake as unknown as SharedProvider };
}

describe('createLexicalProvider', () => {
  it('re-emits Hocuspocus’s synced as Lexical’s sync, once connected', () => {
    const { fake, provider } = shared();
    const lexical = createLexicalProvider(provider, 'b1');
    const heard: boolean[] = [];
    lexical.on('sync', (synced) => heard.push(synced));
    fake.emit('synced', { state: true });
    lexical.connect();
    fake.emit('synced', { state: true });
    lexical.disconnect();
    fake.emit('synced', { state: true });
    expect(heard).toStrictEqual([true]);
  });

  it('tells Lexical at once when the page is already synced', async () => {
    const { fake, provider } = shared();
    fake.isSynced = true;
    const lexical = createLexicalProvider(provider, 'b1');
    const heard: boolean[] = [];
    lexical.on('sync', (synced) => heard.push(synced));
    lexical.connect();
    await Promise.resolve();
    expect(heard).toStrictEqual([true]);
  });

  it('keeps Lexical’s awareness under its own field, leaving presence alone', () => {
    const { fake, provider } = shared();
    fake.awareness.setLocalStateField(PRESENCE_FIELD, { user: 'kept' });
    const lexical = createLexicalProvider(provider, 'b1');
    lexical.awareness.setLocalState({
      anchorPos: null,
      focusPos: null,
      color: '#d6336c',
      focusing: true,
      name: 'Ada',
      awarenessData: {},
    });
    lexical.awareness.setLocalStateField('focusing', false);
    const state = fake.awareness.getLocalState()!;
    expect(state[PRESENCE_FIELD]).toStrictEqual({ user: 'kept' });
    expect(state[LEXICAL_FIELD]).toMatchObject({ name: 'Ada', focusing: false, blockId: 'b1' });
    expect(lexical.awareness.getLocalState()).toMatchObject({ name: 'Ada', focusing: false });
  });

  it('shows Lexical only the cursors in the same block', () => {
    const { fake, provider } = shared();
    const states = fake.awareness.getStates();
    states.set(101, { [LEXICAL_FIELD]: { name: 'Same block', blockId: 'b1' } });
    states.set(102, { [LEXICAL_FIELD]: { name: 'Other block', blockId: 'b2' } });
    states.set(103, { [PRESENCE_FIELD]: { user: 'no cursor' } });
    const lexical = createLexicalProvider(provider, 'b1');
    expect([...lexical.awareness.getStates().values()].map((state) => state.name)).toStrictEqual([
      'Same block',
    ]);
  });
});
