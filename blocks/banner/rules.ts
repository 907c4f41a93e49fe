import { truncate } from '../../src/format';
import { BANNER_COPY_MAX, BANNER_TITLE_MAX } from './constants';
import type { BannerAction } from './properties';

/**
 * Banner rules: actions with no text, or with neither href nor
 * action, are dropped; the title is cut to 50 characters and the copy to 300, with an
 * ellipsis (…).
 */
export function visibleActions(actions: readonly BannerAction[]): BannerAction[] {
  return actions.filter(
    (action) =>
      action.text.trim() !== '' && (action.href.trim() !== '' || action.action.trim() !== ''),
  );
}

/** The link target of an action: its in-page action (`@name`) wins over its href. */
export function actionTarget(action: BannerAction): string {
  const name = action.action.trim().replace(/^@/, '');
  return name ? `@${name}` : action.href;
}

export const bannerTitle = (title: string): string => truncate(title.trim(), BANNER_TITLE_MAX);
export const bannerCopy = (copy: string): string => truncate(copy.trim(), BANNER_COPY_MAX);

/** The overlay's CSS background: a tint for one colour, a gradient for several. */
export function overlayBackground(
  colors: readonly string[],
  direction: string,
  fallback: string,
): string {
  const used = colors.filter((color) => color !== '');
  if (used.length === 0) return fallback;
  if (used.length === 1) return used[0] ?? fallback;
  return `linear-gradient(${direction}, ${used.join(', ')})`;
}
