import { cssVarName } from './cssVar';

/**
 * The base theme: every dotted key a theme may set, with its base value. Presets
 * inherit from it and override some keys. Keys cover the theme groups (primary, page
 * background, headings, text, menu, ... error): colours, fonts, border radius, shadow
 * and text transform.
 *
 * Blocks never hard-code a colour, font or radius: they read CSS custom properties
 * made from these keys with `themeVar('button.background')` -> `var(--button-background)`.
 */
export const baseTheme = {
  'primary.color': '#00a84f',
  'primary.contrast': '#ffffff',
  'page.background': '#ffffff',
  'page.color': '#1f2328',
  'heading1.font': 'Lato',
  'heading1.color': '#1f2328',
  'heading1.size': '2.5rem',
  'heading1.weight': '700',
  'heading1.transform': 'none',
  'heading2.font': 'Lato',
  'heading2.color': '#1f2328',
  'heading2.size': '2rem',
  'heading2.weight': '700',
  'heading2.transform': 'none',
  'heading3.font': 'Lato',
  'heading3.color': '#1f2328',
  'heading3.size': '1.5rem',
  'heading3.weight': '700',
  'heading3.transform': 'none',
  'text.font': 'Lato',
  'text.color': '#1f2328',
  'text.size': '1rem',
  'text.lineHeight': '1.5',
  'text.muted': '#59636e',
  'menu.background': '#ffffff',
  'menu.color': '#1f2328',
  'menu.font': 'Lato',
  'menu.transform': 'none',
  'image.borderRadius': '4px',
  'banner.titleFont': 'Lato',
  'banner.titleColor': '#ffffff',
  'banner.copyColor': '#ffffff',
  'banner.overlayColor': '#000000',
  'banner.borderRadius': '0px',
  'button.background': '#00a84f',
  'button.color': '#ffffff',
  'button.borderColor': '#00a84f',
  'button.borderRadius': '4px',
  'button.font': 'Lato',
  'button.transform': 'none',
  'button.shadow': 'none',
  'button.secondary.background': '#ffffff',
  'button.secondary.color': '#1f2328',
  'button.secondary.borderColor': '#d0d7de',
  'feature.background': '#f6f8fa',
  'feature.color': '#1f2328',
  'quote.font': 'Lato',
  'quote.color': '#1f2328',
  'quote.background': 'transparent',
  'announcement.background': '#1f2328',
  'announcement.color': '#ffffff',
  'announcement.borderRadius': '4px',
  'announcement.v2.background': '#00a84f',
  'announcement.v2.color': '#ffffff',
  'card.background': '#ffffff',
  'card.color': '#1f2328',
  'card.borderRadius': '4px',
  'card.shadow': '0 1px 3px rgba(0, 0, 0, 0.12)',
  'newsletter.background': '#f6f8fa',
  'newsletter.color': '#1f2328',
  'gate.background': '#1f2328',
  'gate.color': '#ffffff',
  'footer.background': '#f6f8fa',
  'footer.color': '#1f2328',
  'form.background': '#ffffff',
  'form.color': '#1f2328',
  'form.borderColor': '#8c959f',
  'form.borderRadius': '4px',
  'tag.background': '#eaeef2',
  'tag.color': '#1f2328',
  'tag.borderRadius': '999px',
  'box.background': '#ffffff',
  'box.shadow': '0 1px 3px rgba(0, 0, 0, 0.12)',
  'box.borderRadius': '4px',
  'border.color': '#d0d7de',
  'border.radius': '4px',
  'shadow.default': '0 1px 3px rgba(0, 0, 0, 0.12)',
  'chat.background': '#00a84f',
  'chat.color': '#ffffff',
  'status.success': '#1a7f37',
  'status.warning': '#9a6700',
  'status.info': '#0969da',
  'error.color': '#cf222e',
  /** The default video id is set in the base theme. */
  'video.defaultId': 'dQw4w9WgXcQ',
} as const;

export type ThemeKey = keyof typeof baseTheme;
export type ThemeValues = Partial<Record<ThemeKey, string>>;

export { cssVarName };

/** A CSS value that reads a theme key, with the base value as fallback. */
export function themeVar(key: ThemeKey): string {
  return `var(${cssVarName(key)}, ${baseTheme[key]})`;
}
