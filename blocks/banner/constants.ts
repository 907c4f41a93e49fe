/** Banner constants: plain values, no schema, so the component stays light in the browser. */
export const BANNER_IMAGE_SIZE = { width: 1920, height: 768 } as const;
export const BANNER_DEFAULT_MIN_HEIGHT = 400;
export const BANNER_SMALL_SCREEN_MIN_HEIGHT = '70vh';
export const BANNER_ACTION_MAX_WIDTH = 250;
export const BANNER_DEFAULT_OVERLAY_OPACITY = 0.15;
export const BANNER_DEFAULT_RATIO = 0.4;
export const BANNER_DEFAULT_FONT = 'Lato';
export const BANNER_TITLE_MAX = 50;
export const BANNER_COPY_MAX = 300;
