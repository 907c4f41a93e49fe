import { describe, expect, it } from 'vitest';
import { normalizePageUrl } from './normalizePageUrl';

describe('normalizePageUrl', () => {
  it('adds the leading and trailing slash', () => {
    expect(normalizePageUrl('about')).toBe('/about/');
    expect(normalizePageUrl('/about')).toBe('/about/');
    expect(normalizePageUrl('about/team')).toBe('/about/team/');
  });

  it('keeps a normalised url as it is', () => {
    expect(normalizePageUrl('/size-guide/')).toBe('/size-guide/');
    expect(normalizePageUrl('/help/returns_uk/')).toBe('/help/returns_uk/');
  });

  it('keeps / as /', () => {
    expect(normalizePageUrl('/')).toBe('/');
    expect(normalizePageUrl('//')).toBe('/');
  });

  it('lowercases and turns spaces into dashes', () => {
    expect(normalizePageUrl('Our Story')).toBe('/our-story/');
    expect(normalizePageUrl('  Meet  The Makers ')).toBe('/meet-the-makers/');
  });

  it('collapses repeated slashes and dashes', () => {
    expect(normalizePageUrl('//about///team//')).toBe('/about/team/');
    expect(normalizePageUrl('/eco -- friendly/')).toBe('/eco-friendly/');
  });

  it('strips unsafe characters, queries and fragments', () => {
    expect(normalizePageUrl('/sale!?ref=<script>#top')).toBe('/salerefscripttop/');
    expect(normalizePageUrl('/50% off/')).toBe('/50-off/');
    expect(normalizePageUrl('/../admin/')).toBe('/admin/');
  });

  it('drops accents', () => {
    expect(normalizePageUrl('/Café Crème/')).toBe('/cafe-creme/');
  });

  it('leaves an unset url unset, and never turns symbols into the homepage', () => {
    expect(normalizePageUrl(null)).toBeNull();
    expect(normalizePageUrl('   ')).toBeNull();
    expect(normalizePageUrl('!!!')).toBeNull();
    expect(normalizePageUrl('/?/')).toBeNull();
  });
});
