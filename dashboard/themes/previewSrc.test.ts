import { describe, expect, it } from 'vitest';
import { previewSrc } from './previewSrc';

describe('previewSrc', () => {
  it('opens any page of the store in preview mode', () => {
    expect(previewSrc('/')).toBe('/?theme-preview=1');
    expect(previewSrc('')).toBe('/?theme-preview=1');
    expect(previewSrc('/about/?tab=2')).toBe('/about/?tab=2&theme-preview=1');
  });

  it('never leaves the store', () => {
    expect(previewSrc('https://evil.test/')).toBeNull();
    expect(previewSrc('//evil.test/')).toBeNull();
    expect(previewSrc('/\\evil.test')).toBeNull();
    expect(previewSrc('javascript:alert(1)')).toBeNull();
  });
});
