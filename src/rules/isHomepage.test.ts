import { describe, expect, it } from 'vitest';
import { isHomepage } from './isHomepage';

describe('isHomepage', () => {
  it('is true only for the url /', () => {
    expect(isHomepage({ url: '/' })).toBe(true);
    expect(isHomepage({ url: '/about/' })).toBe(false);
    expect(isHomepage({ url: '' })).toBe(false);
    expect(isHomepage({ url: null })).toBe(false);
  });
});
