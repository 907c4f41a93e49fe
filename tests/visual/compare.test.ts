import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { compareScreenshots, comparisonMessage } from './compare';

/** A width x height PNG, white, with the pixels listed painted black. */
function png(width: number, height: number, black: Array<[number, number]> = []): Buffer {
  const image = new PNG({ width, height });
  image.data.fill(255);
  for (const [x, y] of black) {
    const at = (y * width + x) * 4;
    image.data[at] = image.data[at + 1] = image.data[at + 2] = 0;
  }
  return PNG.sync.write(image);
}

describe('compareScreenshots', () => {
  it('calls identical images the same', () => {
    expect(compareScreenshots(png(100, 100), png(100, 100))).toStrictEqual({
      verdict: 'same',
      diffPixels: 0,
    });
  });

  it('tolerates up to 0.1% of pixels differing', () => {
    const ten: Array<[number, number]> = Array.from({ length: 10 }, (_, x) => [x * 9, 50]);
    expect(compareScreenshots(png(100, 100), png(100, 100, ten))).toStrictEqual({
      verdict: 'same',
      diffPixels: 10,
    });
  });

  it('reports a change above that with its count and a diff image', () => {
    const changed: Array<[number, number]> = Array.from({ length: 20 }, (_, x) => [x * 4, 10]);
    const result = compareScreenshots(png(100, 100), png(100, 100, changed));
    expect(result).toMatchObject({ verdict: 'different', diffPixels: 20, ratio: 0.002 });
    if (result.verdict !== 'different') return;
    const diff = PNG.sync.read(result.diff);
    expect([diff.width, diff.height]).toStrictEqual([100, 100]);
    // pixelmatch paints differing pixels red.
    expect([...diff.data.subarray(10 * 100 * 4, 10 * 100 * 4 + 3)]).toStrictEqual([255, 0, 0]);
  });

  it('reports a size change before looking at pixels, and a missing baseline', () => {
    expect(compareScreenshots(png(100, 100), png(100, 120))).toStrictEqual({
      verdict: 'resized',
      expected: { width: 100, height: 100 },
      actual: { width: 100, height: 120 },
    });
    expect(compareScreenshots(null, png(10, 10))).toStrictEqual({ verdict: 'missing' });
  });
});

describe('comparisonMessage', () => {
  it('says nothing for a match and names the fix for each failure', () => {
    expect(comparisonMessage('homepage xs', { verdict: 'same', diffPixels: 3 })).toBeNull();
    expect(comparisonMessage('homepage xs', { verdict: 'missing' })).toBe(
      'homepage xs: no baseline yet. Run npm run baselines to record it.',
    );
    expect(
      comparisonMessage('homepage xs', {
        verdict: 'resized',
        expected: { width: 375, height: 900 },
        actual: { width: 375, height: 950 },
      }),
    ).toBe(
      'homepage xs: size changed from 375x900 to 375x950. If the change is deliberate, run npm run baselines.',
    );
    expect(
      comparisonMessage('homepage xs', {
        verdict: 'different',
        diffPixels: 420,
        ratio: 0.0125,
        diff: Buffer.alloc(0),
      }),
    ).toBe(
      'homepage xs: 420 pixels (1.25%) differ from the baseline. If the change is deliberate, run npm run baselines.',
    );
  });
});
