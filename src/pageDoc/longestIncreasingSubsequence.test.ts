import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { longestIncreasingSubsequence } from './longestIncreasingSubsequence';

describe('longestIncreasingSubsequence', () => {
  it('keeps everything when the values already increase', () => {
    expect(longestIncreasingSubsequence(['a0', 'a1', 'a2'])).toStrictEqual([0, 1, 2]);
  });

  it('leaves out the one value that moved', () => {
    // a0 moved from the front to after a3.
    expect(longestIncreasingSubsequence(['a1', 'a2', 'a3', 'a0', 'a4'])).toStrictEqual([
      0, 1, 2, 4,
    ]);
  });

  it('never keeps two equal values', () => {
    expect(longestIncreasingSubsequence(['a1', 'a1', 'a1'])).toHaveLength(1);
  });

  it('is empty for no values', () => {
    expect(longestIncreasingSubsequence([])).toStrictEqual([]);
  });

  it('returns a strictly increasing run no shorter than any other (checked against brute force)', () => {
    const longest = (values: string[]): number => {
      let best = 0;
      for (let mask = 0; mask < 1 << values.length; mask += 1) {
        const picked = values.filter((_, i) => mask & (1 << i));
        if (picked.every((v, i) => i === 0 || picked[i - 1]! < v))
          best = Math.max(best, picked.length);
      }
      return best;
    };
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), { maxLength: 10 }),
        (values) => {
          const run = longestIncreasingSubsequence(values);
          expect(run.every((index, i) => i === 0 || run[i - 1]! < index)).toBe(true);
          expect(run.every((index, i) => i === 0 || values[run[i - 1]!]! < values[index]!)).toBe(
            true,
          );
          expect(run.length).toBe(longest(values));
        },
      ),
    );
  });
});
