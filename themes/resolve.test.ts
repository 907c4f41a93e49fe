import { describe, expect, it } from 'vitest';
import { baseTheme } from './base';
import { ThemeReferenceCycleError, UnknownThemeKeyError } from './errors';
import { keysFollowing, mergeLineage, substituteReferences } from './resolve';
import type { ThemeDefinition } from './types';

describe('mergeLineage', () => {
  const root: ThemeDefinition = {
    name: 'root',
    values: { 'primary.color': '#111111', 'border.radius': '0px' },
  };
  const child: ThemeDefinition = {
    name: 'child',
    parent: 'root',
    values: { 'primary.color': '#222222', 'text.font': 'Roboto' },
  };

  it('lets the nearest theme win, key by key, over its ancestors and the base', () => {
    const merged = mergeLineage([root, child]);
    expect(merged['primary.color']).toBe('#222222');
    expect(merged['border.radius']).toBe('0px');
    expect(merged['text.font']).toBe('Roboto');
    expect(merged['page.background']).toBe(baseTheme['page.background']);
  });

  it('has every base key, in base order', () => {
    expect(Object.keys(mergeLineage([child]))).toEqual(Object.keys(baseTheme));
  });

  it('ignores keys the base theme does not know', () => {
    const stray = { name: 'stray', values: { 'made.up': 'x' } } as unknown as ThemeDefinition;
    expect(Object.keys(mergeLineage([stray]))).not.toContain('made.up');
  });
});

describe('substituteReferences', () => {
  it('replaces references, following chains, inside longer values too', () => {
    const declared = {
      ...baseTheme,
      'primary.color': '#0b5cad',
      'button.background': '{primary.color}',
      'chat.background': '{button.background}',
      'box.shadow': '0 0 0 2px {chat.background}',
    };
    const values = substituteReferences(declared);
    expect(values['button.background']).toBe('#0b5cad');
    expect(values['chat.background']).toBe('#0b5cad');
    expect(values['box.shadow']).toBe('0 0 0 2px #0b5cad');
    expect(values['page.background']).toBe(baseTheme['page.background']);
  });

  it('refuses a reference to a key that does not exist', () => {
    const declared = { ...baseTheme, 'button.background': '{primary.colour}' };
    expect(() => substituteReferences(declared)).toThrow(UnknownThemeKeyError);
    expect(() => substituteReferences(declared)).toThrow(
      'Theme key button.background refers to unknown key primary.colour',
    );
  });

  it('refuses keys that refer to each other in a loop', () => {
    const declared = {
      ...baseTheme,
      'button.background': '{chat.background}',
      'chat.background': '{button.background}',
    };
    expect(() => substituteReferences(declared)).toThrow(ThemeReferenceCycleError);
    expect(() => substituteReferences(declared)).toThrow(
      'Theme reference cycle: button.background -> chat.background -> button.background',
    );
  });
});

describe('keysFollowing', () => {
  it('lists keys that follow a seed directly or through another key', () => {
    const declared = {
      ...baseTheme,
      'button.background': '{primary.color}',
      'chat.background': '{button.background}',
      'box.shadow': '0 0 0 2px {primary.color}',
    };
    expect(keysFollowing(declared, 'primary.color')).toEqual([
      'button.background',
      'box.shadow',
      'chat.background',
    ]);
  });
});
