import { describe, expect, it } from 'vitest';
import { checkRule } from './rule';
import {
  facebookVerification,
  googleVerification,
  pinterestVerification,
  readMetaTag,
} from './verification';

describe('readMetaTag', () => {
  it('reads the attributes of one meta tag whatever the order and quotes', () => {
    expect(readMetaTag(`<meta content='abc' NAME="p:domain_verify"/>`)).toEqual({
      content: 'abc',
      name: 'p:domain_verify',
    });
  });

  it('refuses anything that is not exactly one meta tag', () => {
    expect(readMetaTag('<meta name="a" content="b"><script>alert(1)</script>')).toBeNull();
    expect(readMetaTag('<meta name="a" content="b" onload=alert(1)>')).toBeNull();
    expect(readMetaTag('<link rel="x">')).toBeNull();
  });
});

describe('googleVerification', () => {
  const tag =
    '<meta name="google-site-verification" content="rXOxyZounnZasA8Z7oaD3c14JdjS9aKSWvsR1EbUSIQ" />';

  it('accepts the Search Console tag and, being optional, a blank value', () => {
    expect(checkRule(googleVerification, tag)).toBeUndefined();
    expect(checkRule(googleVerification, '')).toBeUndefined();
  });

  it('refuses the bare token or another service tag', () => {
    expect(checkRule(googleVerification, 'rXOxyZounnZasA8Z7oaD3c14JdjS9aKSWvsR1EbUSIQ')).toBe(
      'Invalid Google verification meta tag',
    );
    expect(
      checkRule(googleVerification, tag.replace('google-site-verification', 'p:domain_verify')),
    ).toBe('Invalid Google verification meta tag');
  });
});

describe('pinterestVerification', () => {
  it('accepts the domain verify tag with 32 hex digits', () => {
    expect(
      checkRule(
        pinterestVerification,
        '<meta name="p:domain_verify" content="0123456789abcdef0123456789abcdef"/>',
      ),
    ).toBeUndefined();
  });

  it('is not optional: a blank value is refused', () => {
    expect(checkRule(pinterestVerification, '')).toBe('Invalid Pinterest verification meta tag');
  });

  it('refuses a token of the wrong length', () => {
    expect(checkRule(pinterestVerification, '<meta name="p:domain_verify" content="0123"/>')).toBe(
      'Invalid Pinterest verification meta tag',
    );
  });
});

describe('facebookVerification', () => {
  it('accepts the domain verification tag', () => {
    expect(
      checkRule(
        facebookVerification,
        '<meta name="facebook-domain-verification" content="abcdefghij0123456789klmnopqrst" />',
      ),
    ).toBeUndefined();
  });

  it('is not optional: a blank value is refused', () => {
    expect(checkRule(facebookVerification, '  ')).toBe('Invalid Facebook verification meta tag');
  });
});
