import { describe, expect, it } from 'vitest';
import { staleBaselines, visualPlan } from './plan';

describe('visualPlan', () => {
  it("takes pages whole at 375, 768 and 1280 pixels wide, theme variants as a phone's first screen", () => {
    expect(
      visualPlan([
        { name: 'homepage', kind: 'page' },
        { name: 'themes/salt', kind: 'theme' },
        { name: 'stress-300', kind: 'stress' },
      ]),
    ).toStrictEqual([
      {
        fixture: 'homepage',
        breakpoint: 'xs',
        width: 375,
        maxHeight: 3000,
        baseline: 'homepage.xs.png',
      },
      {
        fixture: 'homepage',
        breakpoint: 'md',
        width: 768,
        maxHeight: 3000,
        baseline: 'homepage.md.png',
      },
      {
        fixture: 'homepage',
        breakpoint: 'xl',
        width: 1280,
        maxHeight: 3000,
        baseline: 'homepage.xl.png',
      },
      {
        fixture: 'themes/salt',
        breakpoint: 'xs',
        width: 375,
        maxHeight: 900,
        baseline: 'themes/salt.xs.png',
      },
      {
        fixture: 'stress-300',
        breakpoint: 'xs',
        width: 375,
        maxHeight: 3000,
        baseline: 'stress-300.xs.png',
      },
      {
        fixture: 'stress-300',
        breakpoint: 'md',
        width: 768,
        maxHeight: 3000,
        baseline: 'stress-300.md.png',
      },
      {
        fixture: 'stress-300',
        breakpoint: 'xl',
        width: 1280,
        maxHeight: 3000,
        baseline: 'stress-300.xl.png',
      },
    ]);
  });
});

describe('staleBaselines', () => {
  it('lists PNGs no shot writes, ignoring other files', () => {
    const plan = visualPlan([{ name: 'homepage', kind: 'page' }]);
    expect(
      staleBaselines(['homepage.xs.png', 'themes/old.xl.png', 'about.md.png', 'README.md'], plan),
    ).toStrictEqual(['about.md.png', 'themes/old.xl.png']);
  });
});
