import { afterEach, describe, expect, it } from 'vitest';
import { platformNotFoundUrl, sanitizeUrl, setPlatformOrigin } from './links';

describe("unsafe links and the platform's 404 page", () => {
  afterEach(() => setPlatformOrigin(null));

  it("is the platform site's /404/ for an http(s) origin, else the relative /404/", () => {
    expect(platformNotFoundUrl('https://omnis.example')).toBe('https://omnis.example/404/');
    expect(platformNotFoundUrl('https://omnis.example/any/path?q=1')).toBe(
      'https://omnis.example/404/',
    );
    expect(platformNotFoundUrl('http://localhost:3000')).toBe('http://localhost:3000/404/');
    expect(platformNotFoundUrl(null)).toBe('/404/');
    expect(platformNotFoundUrl('')).toBe('/404/');
    expect(platformNotFoundUrl('javascript:alert(1)')).toBe('/404/');
    expect(platformNotFoundUrl('not a url')).toBe('/404/');
  });

  it('replaces an unsafe URL by it, with the warning logged, and leaves safe ones', () => {
    const warnings: string[] = [];
    setPlatformOrigin('https://omnis.example');
    expect(sanitizeUrl('javascript:alert(1)', (m) => warnings.push(m))).toBe(
      'https://omnis.example/404/',
    );
    expect(sanitizeUrl('https://shop.example/tees/', (m) => warnings.push(m))).toBe(
      'https://shop.example/tees/',
    );
    expect(warnings).toEqual(['Unsafe URL replaced: javascript:alert(1)']);
    setPlatformOrigin(null);
    expect(sanitizeUrl('vbscript:x', () => undefined)).toBe('/404/');
  });
});
