import { describe, expect, it } from 'vitest';
import { affiliateLink, affiliateProfileSchema, linkFor } from './attribution';

describe('affiliate link', () => {
  it('adds the code to the landing page', () => {
    expect(affiliateLink('https://demo.store.example', '/', 'ref', 'SAM10')).toBe(
      'https://demo.store.example/?ref=SAM10',
    );
    expect(
      affiliateLink('https://demo.store.example/', '/collection/summer/', 'ref', 'SAM10'),
    ).toBe('https://demo.store.example/collection/summer/?ref=SAM10');
  });

  it('keeps the landing page query and encodes the code', () => {
    expect(affiliateLink('', '/?utm_source=affiliate', 'ref', 'sam & co')).toBe(
      '/?utm_source=affiliate&ref=sam+%26+co',
    );
  });

  it('is relative while the origin is unknown (server render)', () => {
    expect(affiliateLink('', '/', 'ref', 'SAM10')).toBe('/?ref=SAM10');
  });

  it('prefers a ready-made url from the profile', () => {
    expect(
      linkFor(
        { code: 'SAM10', url: 'https://go.example/sam' },
        'https://store.example',
        '/',
        'ref',
      ),
    ).toBe('https://go.example/sam');
    expect(linkFor({ code: 'SAM10' }, 'https://store.example', '/', 'ref')).toBe(
      'https://store.example/?ref=SAM10',
    );
  });

  it('accepts only http(s) urls from the profile', () => {
    expect(
      affiliateProfileSchema.safeParse({ code: 'SAM10', url: 'javascript:alert(1)' }).success,
    ).toBe(false);
    expect(affiliateProfileSchema.safeParse({ code: '' }).success).toBe(false);
  });
});
