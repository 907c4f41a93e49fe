import { describe, expect, it } from 'vitest';
import { describeBlockContract, renderBlock } from '../testing';
import badgeProgress from './index';

describeBlockContract(badgeProgress, { name: 'badgeProgress', mail: false });

describe('badgeProgress', () => {
  it('renders a labelled progress bar and the count in words', () => {
    const html = renderBlock(badgeProgress, { value: 3, max: 10 });
    expect(html).toMatch(
      /<progress class="block-badgeProgress__bar" aria-labelledby="[^"]+-label" value="3" max="10">30%<\/progress>/,
    );
    expect(html).toContain('3 of 10 sales');
  });

  it('caps the bar at the goal', () => {
    expect(renderBlock(badgeProgress, { value: 12, max: 10 })).toContain(
      'value="10" max="10">100%',
    );
  });
});
