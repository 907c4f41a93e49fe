import { describe, expect, it } from 'vitest';
import { withHomepageFlag } from './withHomepageFlag';

describe('withHomepageFlag', () => {
  it('sets the homepage flag when the url is /', () => {
    expect(withHomepageFlag({ url: '/', flags: ['updated'] }).flags).toStrictEqual([
      'updated',
      'homepage',
    ]);
  });

  it('clears it when the url is not /', () => {
    expect(
      withHomepageFlag({ url: '/about/', flags: ['homepage', 'updated'] }).flags,
    ).toStrictEqual(['updated']);
  });

  it('returns the same page when the flags are already right', () => {
    const home = { url: '/', flags: ['homepage'] };
    const about = { url: '/about/', flags: [] };
    expect(withHomepageFlag(home)).toBe(home);
    expect(withHomepageFlag(about)).toBe(about);
  });
});
