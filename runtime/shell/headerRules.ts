import type { StoreState } from '../../src/model';

/** Header heights: 5rem, 3.5rem on small screens, 6.5rem with the menu search bar, 4rem once scrolled. */
export const HEADER_HEIGHTS = {
  standard: '5rem',
  small: '3.5rem',
  withSearchBar: '6.5rem',
  scrolled: '4rem',
} as const;

/** Desktop submenus close this long after the pointer leaves. */
export const MENU_CLOSE_DELAY_MS = 200;

/** Scroll position is restored this long after returning to a page. */
export const SCROLL_RESTORE_DELAY_MS = 300;

/**
 * The header's height: 6.5rem while the menu search bar is open (the shopper is typing:
 * scrolling never hides it), else 4rem once the page has scrolled, else 3.5rem on small
 * screens, else 5rem.
 */
export function headerHeight(state: {
  scrolled: boolean;
  searchBar: boolean;
  small: boolean;
}): string {
  if (state.searchBar) return HEADER_HEIGHTS.withSearchBar;
  if (state.scrolled) return HEADER_HEIGHTS.scrolled;
  return state.small ? HEADER_HEIGHTS.small : HEADER_HEIGHTS.standard;
}

/**
 * How far the page is pushed down under the fixed header: its height before any
 * scrolling, so nothing starts hidden under it and shrinking to 4rem never moves content.
 */
export const headerOffset = (state: { searchBar: boolean; small: boolean }): string =>
  headerHeight({ ...state, scrolled: false });

/** Small screens end below the sm breakpoint (576px); the menu drawer below lg (992px). */
export const SMALL_SCREEN_MAX = 575.98;
export const DRAWER_SCREEN_MAX = 991.98;

/** The logo is at most 220px wide. */
export const LOGO_MAX_WIDTH = 220;

/** The sidebar (the menu drawer) is 220px wide. */
export const SIDEBAR_WIDTH = '220px';

/** The favourites heart shows only when the feature is on and the count is above 0. */
export const showsFavourites = (featureEnabled: boolean, count: number): boolean =>
  featureEnabled && count > 0;

/** The currency selector shows (on large screens) when a currency plugin is present and the currency is GBP. */
export const showsCurrencySelector = (state: StoreState): boolean =>
  state.subdomain.plugins.currency !== undefined && state.currency === 'GBP';

/**
 * Operator modes: `default`, or `headless` when the storefront is
 * embedded in another app that brings its own chrome. Header and sidebar are hidden when
 * headless; extra regions (announcement bar, footer, sub-footer, bottom navigation) are
 * hidden whenever the mode is not default. The mode is chosen by the embedding app with
 * the `operator` query parameter.
 */
export type OperatorMode = 'default' | 'headless';
export const operatorMode = (search: Record<string, unknown>): OperatorMode =>
  search.operator === 'headless' ? 'headless' : 'default';

/** Where a navigation scrolls: top of a new path, or the saved position when going back. */
export function scrollTarget(
  kind: 'push' | 'back',
  saved: number | undefined,
): { y: number; delayMs: number } {
  if (kind === 'back' && saved !== undefined) return { y: saved, delayMs: SCROLL_RESTORE_DELAY_MS };
  return { y: 0, delayMs: 0 };
}
