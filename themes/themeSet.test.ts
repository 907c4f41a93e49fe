import { describe, expect, it } from 'vitest';
import { DuplicateThemeError, UnknownThemeError } from './errors';
import { ref } from './reference';
import { createThemeSet } from './themeSet';
import type { ThemeDefinition } from './types';

const root: ThemeDefinition = {
  name: 'root',
  values: { 'button.background': ref('primary.color'), 'heading1.font': 'Lato' },
};
const brand: ThemeDefinition = {
  name: 'brand',
  parent: 'root',
  values: { 'primary.color': '#7a1f2b', 'heading1.font': 'Playfair Display' },
};
const brandPro: ThemeDefinition = {
  name: 'brandPro',
  parent: 'brand',
  deprecated: true,
  values: { 'primary.color': '#1a5fb4' },
};

describe('createThemeSet', () => {
  const set = createThemeSet([root, brand, brandPro]);

  it('resolves inheritance through a chain, references included', () => {
    const theme = set.resolve('brandPro');
    expect(theme.lineage).toEqual(['root', 'brand', 'brandPro']);
    expect(theme.declared['button.background']).toBe('{primary.color}');
    expect(theme.values['button.background']).toBe('#1a5fb4');
    expect(theme.values['heading1.font']).toBe('Playfair Display');
    expect(theme.deprecated).toBe(true);
    expect(set.resolve('brand').deprecated).toBe(false);
  });

  it('lists the font families the theme uses', () => {
    expect(set.resolve('brand').fonts).toEqual(['Playfair Display', 'Lato']);
  });

  it('returns the same frozen object for a theme resolved twice', () => {
    const first = set.resolve('brand');
    expect(set.resolve('brand')).toBe(first);
    expect(Object.isFrozen(first.values)).toBe(true);
  });

  it('gets a definition as written, and refuses unknown names', () => {
    expect(set.get('brand')).toBe(brand);
    expect(set.has('brand')).toBe(true);
    expect(set.has('nope')).toBe(false);
    expect(() => set.get('nope')).toThrow(UnknownThemeError);
    expect(() => set.resolve('nope')).toThrow("Theme nope doesn't exist");
    expect(set.names).toEqual(['root', 'brand', 'brandPro']);
  });

  it('refuses two themes with one name', () => {
    expect(() => createThemeSet([root, brand, { ...brand }])).toThrow(DuplicateThemeError);
    expect(() => createThemeSet([root, root])).toThrow('Theme root is defined twice');
  });

  it('refuses to resolve a theme on an inheritance cycle', () => {
    const a: ThemeDefinition = { name: 'a', parent: 'b', values: {} };
    const b: ThemeDefinition = { name: 'b', parent: 'a', values: {} };
    expect(() => createThemeSet([a, b]).resolve('a')).toThrow(
      'Theme inheritance cycle: a -> b -> a',
    );
  });
});
