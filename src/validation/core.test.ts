import { describe, expect, it } from 'vitest';
import { domain, email, password, required, url, urlRequired } from './core';
import { checkRule } from './rule';

describe('required', () => {
  it.each(['', '   ', null, undefined, -1, '-1'])(
    'refuses %j with "This field is required"',
    (value) => {
      expect(checkRule(required, value)).toBe('This field is required');
    },
  );

  it.each(['a', 0, '0', -2])('accepts %j', (value) => {
    expect(checkRule(required, value)).toBeUndefined();
  });
});

describe('email', () => {
  it.each(['jo@example.com', 'jo.bloggs+shop@mail.example.co.uk', ' jo@example.com '])(
    'accepts %j',
    (value) => {
      expect(checkRule(email, value)).toBeUndefined();
    },
  );

  it.each([
    'jo',
    'jo@',
    '@example.com',
    'jo@example',
    'jo@@example.com',
    'jo bloggs@example.com',
    'jo@-example.com',
  ])('refuses %j with "Please enter a valid email address"', (value) => {
    expect(checkRule(email, value)).toBe('Please enter a valid email address');
  });

  it('leaves a blank value to required', () => {
    expect(checkRule(email, '')).toBeUndefined();
  });
});

describe('url', () => {
  it.each([
    'https://example.com',
    'http://shop.example.co.uk/path?q=1#top',
    '/about/',
    '/',
    'https://bücher.de/',
  ])('accepts %j', (value) => {
    expect(checkRule(url, value)).toBeUndefined();
  });

  it.each([
    'example.com',
    '//example.com',
    'ftp://example.com',
    'javascript:alert(1)',
    'https://localhost',
    'https://exa mple.com',
    'about',
  ])('refuses %j with "Please enter a valid url"', (value) => {
    expect(checkRule(url, value)).toBe('Please enter a valid url');
  });
});

describe('urlRequired', () => {
  it("refuses a missing URL with 'Missing URL'", () => {
    expect(checkRule(urlRequired, '')).toBe('Missing URL');
    expect(checkRule(urlRequired, undefined)).toBe('Missing URL');
    expect(checkRule(urlRequired, '/shop/')).toBeUndefined();
  });
});

describe('domain', () => {
  it.each(['example.com', 'shop.my-brand.co.uk', 'xn--bcher-kva.de', 'EXAMPLE.COM'])(
    'accepts %j',
    (value) => {
      expect(checkRule(domain, value)).toBeUndefined();
    },
  );

  it.each([
    'example',
    'https://example.com',
    'example.com/shop',
    '-shop.example.com',
    'shop-.example.com',
    'exa_mple.com',
  ])('refuses %j with "Please enter a valid domain"', (value) => {
    expect(checkRule(domain, value)).toBe('Please enter a valid domain');
  });
});

describe('password', () => {
  it.each([' secret', 'secret ', '\tsecret'])(
    'refuses %j with "Password cannot start or end with spaces"',
    (value) => {
      expect(checkRule(password, value)).toBe('Password cannot start or end with spaces');
    },
  );

  it('accepts spaces inside the password', () => {
    expect(checkRule(password, 'correct horse battery')).toBeUndefined();
  });
});
