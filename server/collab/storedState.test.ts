import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { editedPageDocument } from '../../bench/collab/docGrowth';
import { createSnapshotStore } from '../../src/pageDoc';
import { preparePageForSave } from '../../src/rules/preparePageForSave';
import { decodeStoredState, encodeStoredState } from './storedState';

describe('the stored document state', () => {
  const doc = editedPageDocument(2_000, 11);
  const v1 = Y.encodeStateAsUpdate(doc);

  it('reads back as the same document, history included', () => {
    const stored = encodeStoredState(v1);
    expect(stored.encoding).toBe('v2-deflate');
    const loaded = new Y.Doc();
    Y.applyUpdate(loaded, decodeStoredState(stored.bytes, stored.encoding));
    expect(Y.encodeStateVector(loaded)).toStrictEqual(Y.encodeStateVector(doc));
    expect(createSnapshotStore(loaded).get()).toStrictEqual(createSnapshotStore(doc).get());
    // An offline client's edit made on the old state still merges into the loaded one.
    const offline = new Y.Doc();
    Y.applyUpdate(offline, v1);
    offline.getMap('pageProperties').set('description', 'made offline');
    Y.applyUpdate(loaded, Y.encodeStateAsUpdate(offline, Y.encodeStateVector(loaded)));
    expect(loaded.getMap('pageProperties').get('description')).toBe('made offline');
  });

  it('takes at most 1.5 times the bytes of the page JSON', () => {
    const json = JSON.stringify(preparePageForSave(createSnapshotStore(doc).get()));
    expect(encodeStoredState(v1).bytes.byteLength).toBeLessThanOrEqual(
      1.5 * Buffer.byteLength(json),
    );
  });

  it('reads rows written before as v1, and refuses an encoding it does not know', () => {
    expect(decodeStoredState(v1, 'v1')).toBe(v1);
    expect(() => decodeStoredState(v1, 'v9')).toThrow('Unknown stored document encoding: v9');
  });
});
