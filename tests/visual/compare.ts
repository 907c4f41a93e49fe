/**
 * Screenshot comparison for the visual baselines: pixelmatch over two PNGs. Pure (PNG
 * bytes in, verdict and diff image out) so it is unit-tested without a browser.
 */
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** Per-pixel colour distance pixelmatch tolerates (0 to 1; its default). */
export const PIXEL_THRESHOLD = 0.1;
/**
 * Share of pixels allowed to differ: font hinting and image decoding can move a few
 * edge pixels between runs; anything a person would notice is far above this.
 */
export const MAX_DIFF_RATIO = 0.001;

export type Comparison =
  | { verdict: 'same'; diffPixels: number }
  | { verdict: 'missing' }
  | {
      verdict: 'resized';
      expected: { width: number; height: number };
      actual: { width: number; height: number };
    }
  | { verdict: 'different'; diffPixels: number; ratio: number; diff: Buffer };

export function compareScreenshots(expected: Buffer | null, actual: Buffer): Comparison {
  if (expected === null) return { verdict: 'missing' };
  const before = PNG.sync.read(expected);
  const after = PNG.sync.read(actual);
  if (before.width !== after.width || before.height !== after.height) {
    return {
      verdict: 'resized',
      expected: { width: before.width, height: before.height },
      actual: { width: after.width, height: after.height },
    };
  }
  const diff = new PNG({ width: after.width, height: after.height });
  const diffPixels = pixelmatch(before.data, after.data, diff.data, after.width, after.height, {
    threshold: PIXEL_THRESHOLD,
  });
  const ratio = diffPixels / (after.width * after.height);
  if (ratio <= MAX_DIFF_RATIO) return { verdict: 'same', diffPixels };
  return { verdict: 'different', diffPixels, ratio, diff: PNG.sync.write(diff) };
}

const DELIBERATE = 'If the change is deliberate, run npm run baselines.';

/** What a failing comparison says, naming the command that accepts a deliberate change. */
export function comparisonMessage(label: string, comparison: Comparison): string | null {
  switch (comparison.verdict) {
    case 'same':
      return null;
    case 'missing':
      return `${label}: no baseline yet. Run npm run baselines to record it.`;
    case 'resized':
      return `${label}: size changed from ${comparison.expected.width}x${comparison.expected.height} to ${comparison.actual.width}x${comparison.actual.height}. ${DELIBERATE}`;
    case 'different':
      return `${label}: ${comparison.diffPixels} pixels (${(comparison.ratio * 100).toFixed(2)}%) differ from the baseline. ${DELIBERATE}`;
  }
}
