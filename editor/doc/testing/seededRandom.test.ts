import { describe, expect, it } from 'vitest';
import { seededRandom } from './seededRandom';

const draw = (seed: number, count: number) => {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => random.next());
};

describe('seededRandom', () => {
  it('repeats its sequence for the same seed', () => {
    expect(draw(42, 20)).toStrictEqual(draw(42, 20));
  });

  it('gives another sequence for another seed', () => {
    expect(draw(42, 20)).not.toStrictEqual(draw(43, 20));
  });

  it('stays in [0, 1) and spreads over it', () => {
    const values = draw(7, 10_000);
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true);
    const lowHalf = values.filter((value) => value < 0.5).length;
    expect(lowHalf).toBeGreaterThan(4_700);
    expect(lowHalf).toBeLessThan(5_300);
  });

  it('picks integers below the bound, reaching every one', () => {
    const random = seededRandom(1);
    const seen = new Set(Array.from({ length: 500 }, () => random.int(6)));
    expect([...seen].sort()).toStrictEqual([0, 1, 2, 3, 4, 5]);
  });

  it('refuses to pick from an empty list', () => {
    expect(() => seededRandom(1).pick([])).toThrow('Cannot pick from an empty list');
  });
});
