import { describe, expect, it, vi } from 'vitest';
import { cssUrl } from './cssUrl';

describe('cssUrl', () => {
  it('quotes the URL', () => {
    expect(cssUrl('/i/bg.jpg')).toBe('url("/i/bg.jpg")');
    expect(cssUrl('https://img.example/a "b").jpg')).toBe(
      'url("https://img.example/a \\"b\\").jpg")',
    );
  });

  it('gives nothing for an empty URL', () => {
    expect(cssUrl('  ')).toBeUndefined();
  });

  it('replaces an unsafe URL with the 404 page', () => {
    const warn = vi.fn();
    vi.spyOn(console, 'warn').mockImplementation(warn);
    expect(cssUrl('javascript:alert(1)')).toBe('url("/404/")');
    expect(warn).toHaveBeenCalledOnce();
    vi.restoreAllMocks();
  });
});
