import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { lineageOf, loadIdentity, writeLineage } from './lineage';

describe('loadIdentity', () => {
  it('is the same for the same JSON text and differs when one character does', () => {
    const json = JSON.stringify({ id: 4, url: '/about/', version: 3 });
    expect(loadIdentity(json)).toStrictEqual(loadIdentity(json));
    expect(loadIdentity(json).lineage).not.toBe(loadIdentity(json.replace('3', '4')).lineage);
  });

  it('tells key order apart: another order would write the items in another order', () => {
    expect(loadIdentity('{"a":1,"b":2}').lineage).not.toBe(loadIdentity('{"b":2,"a":1}').lineage);
  });

  it('gives a 16-hex-digit lineage and a positive 31-bit client id', () => {
    for (const json of ['', '{}', '{"url":"/"}', 'x'.repeat(10_000)]) {
      const { lineage, clientId } = loadIdentity(json);
      expect(lineage).toMatch(/^[0-9a-f]{16}$/);
      expect(clientId).toBeGreaterThan(0);
      expect(clientId).toBeLessThan(2 ** 31);
    }
  });
});

describe('lineageOf', () => {
  it('is null for an empty document and the written lineage otherwise', () => {
    const doc = new Y.Doc();
    expect(lineageOf(doc)).toBeNull();
    writeLineage(doc, 'abcdef0123456789');
    expect(lineageOf(doc)).toBe('abcdef0123456789');
  });
});
