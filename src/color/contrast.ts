import type { Rgba } from './rgba';

/**
 * Contrast helpers for the editor's low-contrast warning, after WCAG 2.2 (relative
 * luminance and contrast ratio). AA asks 4.5:1 for body text and 3:1 for large text.
 */
export const MIN_CONTRAST = { text: 4.5, largeText: 3 } as const;

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };

/** A translucent colour as it looks over an opaque backdrop. */
export function composite(color: Rgba, backdrop: Rgba): Rgba {
  const mix = (top: number, bottom: number) => top * color.a + bottom * (1 - color.a);
  return {
    r: mix(color.r, backdrop.r),
    g: mix(color.g, backdrop.g),
    b: mix(color.b, backdrop.b),
    a: 1,
  };
}

/** WCAG relative luminance: 0 for black, 1 for white. Alpha is ignored. */
export function relativeLuminance(color: Rgba): number {
  const linear = (value: number) => {
    const s = value / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(color.r) + 0.7152 * linear(color.g) + 0.0722 * linear(color.b);
}

/**
 * Contrast ratio, 1 to 21, of text over a background. A translucent background is
 * taken over a white page, then translucent text over that background.
 */
export function contrastRatio(foreground: Rgba, background: Rgba): number {
  const backdrop = composite(background, WHITE);
  const text = composite(foreground, backdrop);
  const textLuminance = relativeLuminance(text);
  const backdropLuminance = relativeLuminance(backdrop);
  return (
    (Math.max(textLuminance, backdropLuminance) + 0.05) /
    (Math.min(textLuminance, backdropLuminance) + 0.05)
  );
}

/** True when the editor should warn: below 4.5:1, or below 3:1 for large text. */
export function hasLowContrast(
  foreground: Rgba,
  background: Rgba,
  options: { largeText?: boolean } = {},
): boolean {
  const minimum = options.largeText ? MIN_CONTRAST.largeText : MIN_CONTRAST.text;
  return contrastRatio(foreground, background) < minimum;
}
