import { describe, expect, it } from 'vitest';
import { conflictTheme } from './themesApi';

describe('conflictTheme', () => {
  it('reads the current theme from the 409 answer the server sends', () => {
    const page = { base: 'naked', overrides: { 'primary.color': '#123456' }, version: 4 };
    expect(conflictTheme({ message: 'changed', page })).toStrictEqual(page);
  });

  it('is null when the answer carries no theme', () => {
    expect(conflictTheme({ message: 'changed' })).toBeNull();
    expect(conflictTheme(undefined)).toBeNull();
  });
});
