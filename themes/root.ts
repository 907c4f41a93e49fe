import { baseTheme } from './base';
import { ref } from './reference';
import type { ThemeDefinition } from './types';

/** Name of the theme every preset inherits from, directly or through another preset. */
export const ROOT_THEME_NAME = 'base';

/**
 * The root of every inheritance chain: the base theme's values, with the keys that
 * should move together written as references to a few seed keys (primary colour,
 * page background, text colour, heading and text fonts, radius, shadow, surface).
 * A preset sets the seeds and the rest follows: a Pro variant changes only
 * `primary.color` and its buttons, chat and announcement bar turn blue with it.
 * Resolved, the root equals `baseTheme` exactly (tested), so the fallbacks in
 * `themeVar()` always agree with it.
 */
export const rootTheme: ThemeDefinition = {
  name: ROOT_THEME_NAME,
  values: {
    ...baseTheme,
    'page.color': ref('text.color'),
    'heading1.color': ref('text.color'),
    'heading2.font': ref('heading1.font'),
    'heading2.color': ref('heading1.color'),
    'heading2.weight': ref('heading1.weight'),
    'heading2.transform': ref('heading1.transform'),
    'heading3.font': ref('heading1.font'),
    'heading3.color': ref('heading1.color'),
    'heading3.weight': ref('heading1.weight'),
    'heading3.transform': ref('heading1.transform'),
    'menu.background': ref('page.background'),
    'menu.color': ref('text.color'),
    'menu.font': ref('text.font'),
    'image.borderRadius': ref('border.radius'),
    'banner.titleFont': ref('heading1.font'),
    'button.background': ref('primary.color'),
    'button.color': ref('primary.contrast'),
    'button.borderColor': ref('primary.color'),
    'button.borderRadius': ref('border.radius'),
    'button.font': ref('text.font'),
    'button.secondary.background': ref('page.background'),
    'button.secondary.color': ref('text.color'),
    'button.secondary.borderColor': ref('border.color'),
    'feature.color': ref('text.color'),
    'quote.font': ref('heading1.font'),
    'quote.color': ref('text.color'),
    // The announcement bar and the gate are the page turned inside out.
    'announcement.background': ref('text.color'),
    'announcement.color': ref('page.background'),
    'announcement.v2.background': ref('primary.color'),
    'announcement.v2.color': ref('primary.contrast'),
    'card.background': ref('page.background'),
    'card.color': ref('text.color'),
    'card.borderRadius': ref('border.radius'),
    'card.shadow': ref('shadow.default'),
    'newsletter.background': ref('feature.background'),
    'newsletter.color': ref('feature.color'),
    'gate.background': ref('text.color'),
    'gate.color': ref('page.background'),
    'footer.background': ref('feature.background'),
    'footer.color': ref('feature.color'),
    'form.background': ref('page.background'),
    'form.color': ref('text.color'),
    'form.borderRadius': ref('border.radius'),
    'tag.color': ref('text.color'),
    'box.background': ref('page.background'),
    'box.shadow': ref('shadow.default'),
    'box.borderRadius': ref('border.radius'),
    'chat.background': ref('primary.color'),
    'chat.color': ref('primary.contrast'),
  },
};
