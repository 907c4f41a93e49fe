import { buttonStyles } from './button/styles';
import { emptyStateStyles } from './emptyState/styles';
import { formStyles } from './form/styles';
import { inlineErrorStyles } from './inlineError/styles';
import { loadingStyles } from './loading/styles';
import { overlayStyles } from './overlays/styles';
import { snackbarStyles } from './snackbar/styles';
import { tableStyles } from './table/styles';
import { tabsStyles } from './tabs/styles';
import { toolbarStyles } from './toolbar/styles';
import { visuallyHiddenStyles } from './visuallyHidden';

export * from './snackbar/queue';
export * from './snackbar/store';
export * from './snackbar/Snackbar';
export * from './overlays/registry';
export * from './overlays/store';
export * from './overlays/useOverlay';
export * from './overlays/focus';
export * from './overlays/Dialog';
export * from './overlays/ConfirmDialog';
export * from './overlays/GotItDialog';
export * from './overlays/LoadingDialog';
export * from './overlays/OverlayHost';
export * from './button/Button';
export * from './table/sorting';
export * from './table/selection';
export * from './table/DataTable';
export * from './form/Field';
export * from './form/Form';
export * from './form/fieldErrors';
export * from './tabs/Tabs';
export * from './toolbar/roving';
export * from './grid/gridTarget';
export * from './toolbar/Toolbar';
export * from './toolbar/PageHeader';
export * from './emptyState/EmptyState';
export * from './loading/Loading';
export * from './loading/useLoaded';
export * from './inlineError/InlineError';
export { overlayStyles, snackbarStyles };

/**
 * The CSS of the primitives the storefront shows (snackbar, buttons, dialogs), for the
 * storefront's stylesheet and every app's. Inlined in every storefront page, so kept small.
 */
export const uiStyles = snackbarStyles + buttonStyles + overlayStyles + visuallyHiddenStyles;

/**
 * Every primitive's CSS, for the apps (dashboard, atlas, studio): `uiStyles` plus tables,
 * forms, toolbars, page headers, empty, loading and error states.
 */
export const appUiStyles =
  uiStyles +
  tableStyles +
  tabsStyles +
  formStyles +
  toolbarStyles +
  emptyStateStyles +
  loadingStyles +
  inlineErrorStyles;
