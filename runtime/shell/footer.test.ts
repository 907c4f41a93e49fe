import { describe, expect, it } from 'vitest';
import { footerLinks } from './Footer';

describe('footer links', () => {
  it('offer help and the legal pages unless the store takes payments itself', () => {
    expect(footerLinks('teemill').map((link) => link.href)).toEqual([
      '/help/',
      '/terms-of-use/',
      '/terms-of-sale/',
      '/use-of-cookies-and-disclaimer/',
      '/privacy-policy/',
      '/sitemap/',
    ]);
    expect(footerLinks('direct').map((link) => link.href)).toEqual(['/sitemap/']);
  });
});
