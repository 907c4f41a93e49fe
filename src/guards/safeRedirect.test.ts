import { describe, expect, it } from 'vitest';
import { DEFAULT_AFTER_LOGIN, safeRedirect } from './safeRedirect';

const origin = 'http://demo.localhost:3000';

describe('safeRedirect', () => {
  it('keeps same-origin paths and absolute URLs of this origin', () => {
    expect(safeRedirect('/about-us/?ref=menu#top', origin)).toBe('/about-us/?ref=menu#top');
    expect(safeRedirect('http://demo.localhost:3000/dashboard/pages', origin)).toBe(
      '/dashboard/pages',
    );
  });

  it('refuses other origins, protocol-relative and backslash tricks, and script schemes', () => {
    for (const evil of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      '/\t/evil.example',
      'http://demo.localhost:3001/',
    ]) {
      expect(safeRedirect(evil, origin)).toBe(DEFAULT_AFTER_LOGIN);
    }
  });

  it('falls back to the dashboard when nothing is asked', () => {
    expect(safeRedirect(undefined, origin)).toBe(DEFAULT_AFTER_LOGIN);
    expect(safeRedirect('  ', origin)).toBe(DEFAULT_AFTER_LOGIN);
  });
});
