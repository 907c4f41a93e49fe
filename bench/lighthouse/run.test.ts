import { describe, expect, it } from 'vitest';
import { scoreRows } from './run';

describe('scoreRows', () => {
  it('reports performance, accessibility and SEO out of 100, each with the >= 90 target', () => {
    expect(
      scoreRows({
        performance: { score: 0.864 },
        accessibility: { score: 1 },
        seo: { score: 0.92 },
      }),
    ).toStrictEqual([
      {
        measure: 'Lighthouse performance score (mobile)',
        unit: 'score',
        ours: 86,
        better: 'higher',
        target: { on: 'value', min: 90 },
      },
      {
        measure: 'Lighthouse accessibility score (mobile)',
        unit: 'score',
        ours: 100,
        better: 'higher',
        target: { on: 'value', min: 90 },
      },
      {
        measure: 'Lighthouse SEO score (mobile)',
        unit: 'score',
        ours: 92,
        better: 'higher',
        target: { on: 'value', min: 90 },
      },
    ]);
  });

  it('counts a category Lighthouse could not score as 0', () => {
    expect(scoreRows({ performance: { score: null } }).map((row) => row.ours)).toStrictEqual([
      0, 0, 0,
    ]);
  });
});
