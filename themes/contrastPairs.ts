import { contrastRatio, MIN_CONTRAST, parseHexColor } from '../src/color';
import type { ThemeKey } from './base';

/** Foreground on background pairs that carry body text. */
export const TEXT_PAIRS: readonly [ThemeKey, ThemeKey][] = [
  ['text.color', 'page.background'],
  ['text.muted', 'page.background'],
  ['heading1.color', 'page.background'],
  ['heading2.color', 'page.background'],
  ['heading3.color', 'page.background'],
  ['quote.color', 'page.background'],
  ['error.color', 'page.background'],
  ['status.success', 'page.background'],
  ['status.warning', 'page.background'],
  ['status.info', 'page.background'],
  ['primary.contrast', 'primary.color'],
  ['button.color', 'button.background'],
  ['button.secondary.color', 'button.secondary.background'],
  ['menu.color', 'menu.background'],
  ['feature.color', 'feature.background'],
  ['announcement.color', 'announcement.background'],
  ['announcement.v2.color', 'announcement.v2.background'],
  ['card.color', 'card.background'],
  ['newsletter.color', 'newsletter.background'],
  ['gate.color', 'gate.background'],
  ['footer.color', 'footer.background'],
  ['form.color', 'form.background'],
  ['tag.color', 'tag.background'],
  ['chat.color', 'chat.background'],
];

export interface LowContrast {
  readonly foreground: ThemeKey;
  readonly background: ThemeKey;
  /** Rounded to one decimal, as shown to the seller. */
  readonly ratio: number;
}

/**
 * The text pairs of a resolved theme below AA for body text (4.5:1). Presets are held to
 * it by their test; a seller's change may break it, so the editor warns (it does not
 * refuse: the choice stays theirs). Pairs with a colour that is not hex (transparent) are
 * skipped, since what shows through depends on the block.
 */
export function lowContrastPairs(values: Readonly<Record<ThemeKey, string>>): LowContrast[] {
  return TEXT_PAIRS.flatMap(([foreground, background]) => {
    const fg = parseHexColor(values[foreground]);
    const bg = parseHexColor(values[background]);
    if (!fg.ok || !bg.ok) return [];
    const ratio = contrastRatio(fg.value, bg.value);
    return ratio < MIN_CONTRAST.text
      ? [{ foreground, background, ratio: Math.floor(ratio * 10) / 10 }]
      : [];
  });
}
