import { describe, expect, it } from 'vitest';
import { resolveStoreTheme } from './storeTheme';
import { lowContrastPairs } from './contrastPairs';

describe('lowContrastPairs', () => {
  it('finds nothing in a preset as shipped', () => {
    expect(lowContrastPairs(resolveStoreTheme({ base: 'teemill', overrides: {} }).values)).toEqual(
      [],
    );
  });

  it('names a pair a change takes below 4.5:1, with its ratio', () => {
    const { values } = resolveStoreTheme({
      base: 'teemill',
      overrides: { 'primary.color': '#ff0000', 'primary.contrast': '#ffffff' },
    });
    expect(lowContrastPairs(values)).toContainEqual({
      foreground: 'primary.contrast',
      background: 'primary.color',
      ratio: 3.9,
    });
  });

  it('skips pairs with a colour that is not hex', () => {
    const { values } = resolveStoreTheme({
      base: 'teemill',
      overrides: { 'card.background': 'transparent' },
    });
    expect(lowContrastPairs(values).map((pair) => pair.background)).not.toContain(
      'card.background',
    );
  });
});
