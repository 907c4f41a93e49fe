import { describe, expect, it } from 'vitest';
import { staleBaselines, visualPlan } from './plan';

describe('visualPlan', () => {
  it('takes pages at 375, 768 and 1280 pixels wide, theme variants at 1280 only', () => {
    expect(visualPlan([{ name: 'homepage', kind: 'page' }, { name: 'themes/salt', kind: 'theme' }, { name: 'stress-300', kind: 'stress' }])).toStrictEqual([
      { fixture: 'homepage', breakpoint: 'xs', width: 375, baseline: 'homepage.xs.png' },
      { fixture: 'homepage', breakpoint: 'md', width: 768, baseline: 'homepage.md.png' },
      { fixture: 'homepage', breakpoint: 'xl', width: 1280, baseline: 'homepage.xl.png' },
      { fixture: 'themes/salt', breakpoint: 'xl', width: 1280, baseline: 'themes/salt.xl.png' },
      { fixture: 'stress-300', breakpoint: 'xs', width: 375, baseline: 'stress-300.xs.png' },
      { fixture: 'stress-300', breakpoint: 'md', width: 768, baseline: 'stress-300.md.png' },
      { fixture: 'stress-300', breakpoint: 'xl', width: 1280, baseline: 'stress-300.xl.png' },
    ]);
  });
});

describe('staleBaselines', () => {
  it('lists PNGs no shot writes, ignoring other files', () => {
    const plan = visualPlan([{ name: 'homepage', kind: 'page' }]);
    expect(staleBaselines(['homepage.xs.png', 'themes/old.xl.png', 'about.md.png', 'README.md'], plan)).toStrictEqual(['about.md.png', 'themes/old.xl.png']);
  });
});
