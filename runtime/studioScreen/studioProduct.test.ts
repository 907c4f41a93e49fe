import { describe, expect, it } from 'vitest';
import { studioPathParts, studioProductFor } from './StudioScreen';

describe('studioProductFor', () => {
  it('opens on the alias’s product, or on the base product a customiseIt url names', () => {
    expect(studioProductFor('/design-your-own-t-shirt/')).toBe('t-shirt');
    expect(studioProductFor('/design-your-own-womens-hoodie/')).toBe('hoodie');
    expect(studioProductFor('/studio/organic-cotton-tee/')).toBe('t-shirt');
    expect(studioProductFor('/studio/plain-hoodie/')).toBe('hoodie');
    expect(studioProductFor('/design-your-own-sticker/')).toBe('sticker');
  });

  it('splits the alias from the customiseIt url', () => {
    expect(studioPathParts('/studio/organic-cotton-tee/')).toEqual({
      alias: '/studio',
      customiseItUrl: 'organic-cotton-tee',
    });
    expect(studioPathParts('/design-your-own-t-shirt/')).toEqual({
      alias: '/design-your-own-t-shirt',
      customiseItUrl: '',
    });
  });
});
