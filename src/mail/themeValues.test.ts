import { describe, expect, it } from 'vitest';
import { mailThemeValues } from './themeValues';

const base = { 'button.background': '#00a84f', 'text.font': 'Lato' } as const;

describe('mailThemeValues', () => {
  it('is the base values when the page has no theme', () => {
    expect(mailThemeValues(base)).toBe(base);
  });

  it("takes the page theme's value for each base key, and only base keys", () => {
    expect(
      mailThemeValues(base, { 'button.background': '#ff3366', 'chat.color': '#000000' }),
    ).toStrictEqual({ 'button.background': '#ff3366', 'text.font': 'Lato' });
  });

  it('keeps the base value where the theme leaves a key empty', () => {
    expect(mailThemeValues(base, { 'text.font': '' })['text.font']).toBe('Lato');
  });
});
