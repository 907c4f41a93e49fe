import { describe, expect, it } from 'vitest';
import { intoHead, modulePreloadLinks } from './intoHead';

const page = '<!DOCTYPE html><html><head><title>Home</title></head><body><p>Hi</p></body></html>';

describe('intoHead with modulePreloadLinks', () => {
  it('adds one preload link per chunk at the end of the head, with the nonce', () => {
    expect(
      intoHead(page, modulePreloadLinks(['/assets/Banner-1.js', '/assets/Icon-2.js'], 'n0nce')),
    ).toBe(
      '<!DOCTYPE html><html><head><title>Home</title>' +
        '<link rel="modulepreload" href="/assets/Banner-1.js" nonce="n0nce">' +
        '<link rel="modulepreload" href="/assets/Icon-2.js" nonce="n0nce"></head><body><p>Hi</p></body></html>',
    );
  });

  it('leaves the page as it is when there is nothing to preload', () => {
    expect(intoHead(page, modulePreloadLinks([], 'n0nce'))).toBe(page);
  });

  it('escapes what it writes into attributes', () => {
    expect(modulePreloadLinks(['/a".js'], 'x')).toContain('href="/a&quot;.js"');
  });
});
