/** The p-th percentile (0-100) of a sample, nearest rank; 0 for an empty sample. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1]!;
}

export const round = (value: number, digits = 3): number =>
  Math.round(value * 10 ** digits) / 10 ** digits;
