/**
 * Indices (ascending) of a longest strictly increasing subsequence of `values`, in
 * O(n log n) (patience sorting). Ties go to the earliest-ending run, so the result is a
 * pure function of the input. The binding keeps the order keys of these blocks and gives
 * new keys only to the others: the fewest blocks that must have moved.
 */
export function longestIncreasingSubsequence(values: readonly string[]): number[] {
  /** tails[k]: index of the smallest value ending an increasing run of length k + 1. */
  const tails: number[] = [];
  /** previous[i]: index before i in the best run ending at i. */
  const previous: number[] = new Array<number>(values.length).fill(-1);
  values.forEach((value, i) => {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (values[tails[middle]!]! < value) low = middle + 1;
      else high = middle;
    }
    if (low > 0) previous[i] = tails[low - 1]!;
    tails[low] = i;
  });
  const run: number[] = [];
  for (let i = tails.at(-1) ?? -1; i !== -1; i = previous[i]!) run.push(i);
  return run.reverse();
}
