import { describe, expect, it } from 'vitest';
import { conflictCustomTheme, conflictTheme } from './themesApi';

describe('conflictTheme', () => {
  it('reads the current theme from the 409 answer the server sends', () => {
    const page = {
      base: 'naked',
      overrides: { 'primary.color': '#123456' },
      version: 4,
      customThemeId: 2,
    };
    expect(conflictTheme({ message: 'changed', page })).toStrictEqual(page);
  });

  it('is null when the answer carries no theme', () => {
    expect(conflictTheme({ message: 'changed' })).toBeNull();
    expect(conflictTheme(undefined)).toBeNull();
  });
});

describe('conflictCustomTheme', () => {
  it('reads the custom theme as it is from a stale rename or delete, and nothing from a taken name', () => {
    const page = { id: 3, name: 'Beach', base: 'naked', overrides: {}, version: 2 };
    expect(conflictCustomTheme({ message: 'changed', page })).toStrictEqual(page);
    expect(conflictCustomTheme({ message: 'A theme with this name already exists' })).toBeNull();
  });
});
