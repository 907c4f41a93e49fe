import { describe, expect, it } from 'vitest';
import { routePath } from './routePath';

describe('routePath', () => {
  it('is the page url', () => {
    expect(routePath('/about/team/', () => 'unused')).toBe('/about/team/');
    expect(routePath('/', () => 'unused')).toBe('/');
  });

  it('is a temporary path with the injected random token when the url is unset', () => {
    expect(routePath(null, () => 'k3x9q2ab')).toBe('/draft-k3x9q2ab/');
    expect(routePath(undefined, () => 'a1')).toBe('/draft-a1/');
    expect(routePath('  ', () => 'b2')).toBe('/draft-b2/');
  });

  it('draws a different temporary path each time by default', () => {
    const first = routePath(null);
    const second = routePath(null);
    expect(first).toMatch(/^\/draft-[0-9a-f]{8}\/$/);
    expect(first).not.toBe(second);
  });
});
