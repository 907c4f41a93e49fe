import { describe, expect, it } from 'vitest';
import { presetLabel, presetVariant } from './presetVariant';

describe('presetVariant', () => {
  it('marks the Pro and Dark variants of the spec presets', () => {
    expect(presetVariant('teemill')).toEqual({ pro: false, dark: false });
    expect(presetVariant('teemillPro')).toEqual({ pro: true, dark: false });
    expect(presetVariant('teemillDark')).toEqual({ pro: false, dark: true });
    expect(presetVariant('teemillProDark')).toEqual({ pro: true, dark: true });
    expect(presetVariant('atlasDark')).toEqual({ pro: false, dark: true });
  });
});

describe('presetLabel', () => {
  it('spells preset names as words', () => {
    expect(presetLabel('neonCity')).toBe('Neon City');
    expect(presetLabel('teemillProDark')).toBe('Teemill Pro Dark');
    expect(presetLabel('sol')).toBe('Sol');
  });
});
