import { overlayStyles } from './overlays/styles';
import { snackbarStyles } from './snackbar/styles';

export * from './snackbar/queue';
export * from './snackbar/store';
export * from './snackbar/Snackbar';
export * from './overlays/registry';
export * from './overlays/store';
export * from './overlays/useOverlay';
export * from './overlays/focus';
export * from './overlays/Dialog';
export * from './overlays/ConfirmDialog';
export { overlayStyles, snackbarStyles };

/** Every shared UI primitive's CSS, for the storefront's and the editor's stylesheets. */
export const uiStyles = snackbarStyles + overlayStyles;
