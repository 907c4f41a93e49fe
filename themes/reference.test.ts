import { describe, expect, it } from 'vitest';
import { ref, referencedKeys, replaceReferences } from './reference';

describe('theme references', () => {
  it('writes a reference in the {group.key} form', () => {
    expect(ref('button.secondary.background')).toBe('{button.secondary.background}');
  });

  it('finds every referenced key, alone or inside a longer value', () => {
    expect(referencedKeys('{primary.color}')).toEqual(['primary.color']);
    expect(referencedKeys('0 0 0 2px {primary.color}, 0 1px {border.color}')).toEqual([
      'primary.color',
      'border.color',
    ]);
    expect(referencedKeys('#ffffff')).toEqual([]);
  });

  it('replaces each reference and keeps the text around it', () => {
    const replaced = replaceReferences('0 0 0 2px {primary.color}', (key) => `<${key}>`);
    expect(replaced).toBe('0 0 0 2px <primary.color>');
  });
});
