/** Text shadow levels and their CSS; no zod, so renderers can use them in the browser. */
export const TEXT_SHADOWS = ['none', 'light', 'medium', 'heavy'] as const;
export type TextShadow = (typeof TEXT_SHADOWS)[number];

const TEXT_SHADOW_CSS: Record<TextShadow, string | undefined> = {
  none: undefined,
  light: '0 1px 2px rgba(0, 0, 0, 0.25)',
  medium: '0 1px 3px rgba(0, 0, 0, 0.5)',
  heavy: '0 2px 6px rgba(0, 0, 0, 0.8)',
};

/** The CSS text-shadow of a level; undefined for none. */
export const textShadowCss = (level: TextShadow): string | undefined => TEXT_SHADOW_CSS[level];
