import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { readFlags, writeFlags } from './flagMap';

const flagsOf = (doc: Y.Doc) => doc.getMap<true>('flags');

describe('flag maps', () => {
  it('read in the order the flags were added', () => {
    const doc = new Y.Doc();
    writeFlags(flagsOf(doc), [], ['reordered', 'deleted', 'shadow']);
    expect(readFlags(flagsOf(doc))).toStrictEqual(['reordered', 'deleted', 'shadow']);
  });

  it('write only the flags that were added or removed', () => {
    const doc = new Y.Doc();
    writeFlags(flagsOf(doc), [], ['reordered', 'shadow']);
    const changed: string[] = [];
    flagsOf(doc).observe((event) => changed.push(...event.keysChanged));
    writeFlags(flagsOf(doc), ['reordered', 'shadow'], ['shadow', 'deleted']);
    expect(changed.sort()).toStrictEqual(['deleted', 'reordered']);
    expect(readFlags(flagsOf(doc))).toStrictEqual(['shadow', 'deleted']);
  });

  it('merge flags two peers add at once, in the same order on both', () => {
    const left = new Y.Doc();
    const right = new Y.Doc();
    writeFlags(flagsOf(left), [], ['reordered']);
    writeFlags(flagsOf(right), [], ['deleted']);
    Y.applyUpdate(left, Y.encodeStateAsUpdate(right));
    Y.applyUpdate(right, Y.encodeStateAsUpdate(left));
    expect(readFlags(flagsOf(left)).sort()).toStrictEqual(['deleted', 'reordered']);
    expect(readFlags(flagsOf(right))).toStrictEqual(readFlags(flagsOf(left)));
  });
});
