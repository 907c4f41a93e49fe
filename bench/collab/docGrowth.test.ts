import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { createSnapshotStore } from '../../src/pageDoc';
import { editedPageDocument, measureLoad } from './docGrowth';

describe('editedPageDocument', () => {
  it('is the same document for the same seed, and edits change the page', () => {
    const one = editedPageDocument(200, 3);
    const two = editedPageDocument(200, 3);
    expect(createSnapshotStore(one).get()).toStrictEqual(createSnapshotStore(two).get());
    expect(JSON.stringify(createSnapshotStore(one).get())).toContain('edit ');
  });

  it('measures a state that loads back into the same page', () => {
    const doc = editedPageDocument(100, 5);
    const measure = measureLoad(doc, 2);
    expect(measure.stateBytes).toBe(Y.encodeStateAsUpdate(doc).byteLength);
    expect(measure.jsonBytes).toBeGreaterThan(1000);
    expect(measure.loadMs).toBeGreaterThan(0);
  });
});
