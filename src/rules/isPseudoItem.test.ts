import { describe, expect, it } from 'vitest';
import { isPseudoItem } from './isPseudoItem';

describe('isPseudoItem', () => {
  it('recognises types that start and end with an underscore', () => {
    expect(isPseudoItem({ type: '_placeholder_' })).toBe(true);
    expect(isPseudoItem({ type: '__' })).toBe(true);
  });

  it('leaves registered types and half-underscored names alone', () => {
    expect(isPseudoItem({ type: 'textBlock' })).toBe(false);
    expect(isPseudoItem({ type: '_draft' })).toBe(false);
    expect(isPseudoItem({ type: 'draft_' })).toBe(false);
    expect(isPseudoItem({ type: '_' })).toBe(false);
  });
});
