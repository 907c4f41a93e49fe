import { describe, expect, it } from 'vitest';
import { modulePreloadIntoHead } from './modulePreload';

const page = '<!DOCTYPE html><html><head><title>Home</title></head><body><p>Hi</p></body></html>';

describe('modulePreloadIntoHead', () => {
  it('adds one preload link per chunk at the end of the head, with the nonce', () => {
    expect(modulePreloadIntoHead(page, ['/assets/Banner-1.js', '/assets/Icon-2.js'], 'n0nce')).toBe(
      '<!DOCTYPE html><html><head><title>Home</title>' +
        '<link rel="modulepreload" href="/assets/Banner-1.js" nonce="n0nce">' +
        '<link rel="modulepreload" href="/assets/Icon-2.js" nonce="n0nce"></head><body><p>Hi</p></body></html>',
    );
  });

  it('leaves the page as it is when there is nothing to preload', () => {
    expect(modulePreloadIntoHead(page, [], 'n0nce')).toBe(page);
  });

  it('escapes what it writes into attributes', () => {
    expect(modulePreloadIntoHead(page, ['/a".js'], 'x')).toContain('href="/a&quot;.js"');
  });
});
