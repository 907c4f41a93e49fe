/** Business constants the model and rules use: grid, spacing, cache window, delays. */
export const GRID_COLUMNS = 12;
export const GRID_COLUMNS_XS = 6;
export const MIN_BLOCK_WIDTH = 3;
export const DEFAULT_PAGE_SPACING = 24;
export const PAGE_CACHE_WINDOW_MS = 30_000;
export const LARGEST_PAINT_WAIT_MS = 1_000;
export const SAVE_FLAG_DELAY_MS = 500;

export const PAGE_MODES = ['preview', 'native', 'unknown'] as const;
export const LOGIN_STATES = ['everyone', 'logged-in', 'logged-out', 'dashboard-access'] as const;
export const LAYOUT_NAMES = [
  'tool',
  'blank',
  'standard',
  'studio',
  'mail',
  'cart',
  'search',
] as const;
export const DEFAULT_LAYOUT = 'standard';
export const EDITOR_MODULE_VERSIONS = ['v1', 'v2', 'v3Dev', 'native'] as const;

/** Breakpoints in pixels: xs 0, sm 576, md 768, lg 992, xl 1200, 2xl 1536. */
export const BREAKPOINTS = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, '2xl': 1536 } as const;

/** The `template` value the builder stamps on blocks it makes: marks a v2 (template) block. */
export const BLOCK_TEMPLATE_V2 = 'v2';
