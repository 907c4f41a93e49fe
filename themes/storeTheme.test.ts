import { describe, expect, it } from 'vitest';
import { resolveTheme } from './index';
import {
  changedKeys,
  cleanOverrides,
  inheritedValue,
  resetThemeKey,
  resolveStoreTheme,
  setThemeKey,
  storeThemeCss,
} from './storeTheme';

const teemill = { base: 'teemill', overrides: {} };

describe('store theme overrides', () => {
  it('shows the inherited value of a key from the base preset', () => {
    expect(inheritedValue('teemill', 'primary.color')).toBe('#007a3d');
    expect(inheritedValue('teemill', 'heading1.font')).toBe('Poppins');
  });

  it('records a changed key and resolves it over the preset', () => {
    const theme = setThemeKey(teemill, 'primary.color', '#ff0000');
    expect(changedKeys(theme)).toEqual(['primary.color']);
    expect(resolveStoreTheme(theme).values['primary.color']).toBe('#ff0000');
  });

  it('lets keys that follow a changed seed key move with it', () => {
    const theme = setThemeKey(teemill, 'primary.color', '#ff0000');
    const preset = resolveTheme('teemill');
    const following = Object.entries(preset.declared).filter(
      ([, value]) => value === '{primary.color}',
    );
    expect(following.length).toBeGreaterThan(0);
    for (const [key] of following)
      expect(resolveStoreTheme(theme).values[key as 'primary.color']).toBe('#ff0000');
  });

  it('resets a changed key to the inherited value', () => {
    const theme = resetThemeKey(setThemeKey(teemill, 'heading1.font', 'Lato'), 'heading1.font');
    expect(changedKeys(theme)).toEqual([]);
    expect(resolveStoreTheme(theme).values['heading1.font']).toBe('Poppins');
  });

  it('treats setting the inherited value as no change', () => {
    const changed = setThemeKey(teemill, 'primary.color', '#ff0000');
    expect(changedKeys(setThemeKey(changed, 'primary.color', '#007a3d'))).toEqual([]);
  });

  it('keeps only known keys with text values', () => {
    expect(cleanOverrides({ 'primary.color': '#000000', 'no.such': 'x' })).toEqual({
      'primary.color': '#000000',
    });
  });

  it('falls back to the default preset for an unknown base', () => {
    expect(resolveStoreTheme({ base: 'gone', overrides: {} }).values).toEqual(
      resolveTheme('teemill').values,
    );
  });

  it('writes the overridden value into the root custom properties', () => {
    expect(storeThemeCss(setThemeKey(teemill, 'primary.color', '#ff0000'))).toContain(
      '--primary-color: #ff0000',
    );
  });
});
