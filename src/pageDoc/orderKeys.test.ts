import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assignOrderKeys, compareSiblings, freshKeys, type SiblingSlot } from './orderKeys';

/** The keys each slot ends with, in slot sequence. */
const finalKeys = (slots: readonly SiblingSlot[]): string[] => {
  const assigned = assignOrderKeys(slots);
  return slots.map(({ id, key }) => assigned.get(id) ?? key!);
};

const isSorted = (keys: readonly string[]): boolean =>
  keys.every((key, i) => i === 0 || keys[i - 1]! < key);

describe('compareSiblings', () => {
  it('orders by key, then by id when two peers made the same key', () => {
    const siblings = [
      { id: 'b', orderKey: 'a1' },
      { id: 'c', orderKey: 'a0' },
      { id: 'a', orderKey: 'a1' },
    ];
    expect(siblings.sort(compareSiblings).map(({ id }) => id)).toStrictEqual(['c', 'a', 'b']);
  });
});

describe('assignOrderKeys', () => {
  const [k0, k1, k2, k3] = freshKeys(4) as [string, string, string, string];

  it('gives nothing new when the sequence is unchanged', () => {
    const slots = [k0, k1, k2].map((key, i) => ({ id: `b${i}`, key }));
    expect(assignOrderKeys(slots).size).toBe(0);
  });

  it('gives a new key only to the block that moved, between its new neighbours', () => {
    const slots = [
      { id: 'b1', key: k1 },
      { id: 'b2', key: k2 },
      { id: 'b0', key: k0 },
      { id: 'b3', key: k3 },
    ];
    const assigned = assignOrderKeys(slots);
    expect([...assigned.keys()]).toStrictEqual(['b0']);
    expect(k2 < assigned.get('b0')! && assigned.get('b0')! < k3).toBe(true);
  });

  it('keys a run of new blocks between their neighbours', () => {
    const slots = [
      { id: 'b0', key: k0 },
      { id: 'n1', key: null },
      { id: 'n2', key: null },
      { id: 'b1', key: k1 },
    ];
    expect([...assignOrderKeys(slots).keys()]).toStrictEqual(['n1', 'n2']);
    expect(isSorted(finalKeys(slots))).toBe(true);
  });

  it('separates two siblings that share a key', () => {
    const slots = [
      { id: 'x', key: k1 },
      { id: 'y', key: k1 },
      { id: 'n', key: null },
    ];
    expect(assignOrderKeys(slots).size).toBe(2);
    expect(isSorted(finalKeys(slots))).toBe(true);
  });

  it('always ends with strictly increasing keys, changing as few as a longest kept run allows', () => {
    const slotsArbitrary = fc
      .array(fc.option(fc.nat({ max: 6 }), { nil: null }), { maxLength: 12 })
      .map((picks) => {
        const pool = freshKeys(7);
        return picks.map((pick, i) => ({ id: `s${i}`, key: pick === null ? null : pool[pick]! }));
      });
    fc.assert(
      fc.property(slotsArbitrary, (slots) => {
        expect(isSorted(finalKeys(slots))).toBe(true);
        const unkeyed = slots.filter(({ key }) => key === null).length;
        const distinctKeys = new Set(slots.flatMap(({ key }) => (key ? [key] : []))).size;
        expect(assignOrderKeys(slots).size).toBeGreaterThanOrEqual(unkeyed);
        expect(assignOrderKeys(slots).size).toBeLessThanOrEqual(
          slots.length - Math.min(1, distinctKeys),
        );
      }),
    );
  });
});
