import { describe, expect, it } from 'vitest';
import { parseCookieHeader } from './sellerApi';

describe('parseCookieHeader', () => {
  it('splits a Cookie header into name and value pairs, keeping = inside values', () => {
    expect(parseCookieHeader('omnis_session=abc; XSRF-TOKEN=x=y')).toStrictEqual([
      { name: 'omnis_session', value: 'abc' },
      { name: 'XSRF-TOKEN', value: 'x=y' },
    ]);
  });

  it('gives nothing for an empty header or pairs without a name', () => {
    expect(parseCookieHeader('')).toStrictEqual([]);
    expect(parseCookieHeader('=orphan; ;')).toStrictEqual([]);
  });
});
