import { describe, expect, it } from 'vitest';
import { CUSTOMISE_IT_URL, studioHref } from './studioHref';

describe('studioHref', () => {
  it('opens the studio on a product, or on its start screen', () => {
    expect(studioHref('organic-cotton-tee')).toBe('/studio/organic-cotton-tee/');
    expect(studioHref('')).toBe('/studio/');
    expect(studioHref('  ')).toBe('/studio/');
  });

  it('accepts only slug names', () => {
    expect(CUSTOMISE_IT_URL.test('organic-cotton-tee')).toBe(true);
    expect(CUSTOMISE_IT_URL.test('../admin')).toBe(false);
    expect(CUSTOMISE_IT_URL.test('Tee Shirt')).toBe(false);
    expect(CUSTOMISE_IT_URL.test('tee-')).toBe(false);
  });
});
