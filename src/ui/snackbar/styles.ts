/**
 * Snackbar CSS. src/ may not import themes/, so colours read the theme's CSS custom
 * properties by name (`--text-color` is theme key `text.color`) with the base theme's
 * values as fallbacks. The host app adds this string to its stylesheet.
 */
export const snackbarStyles = `
.ui-snackbar {
  position: fixed;
  left: 50%;
  bottom: 1rem;
  z-index: 1100;
  transform: translateX(-50%);
  width: max-content;
  max-width: calc(100vw - 2rem);
}
.ui-snackbar--visible {
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: 0.75rem 1rem;
  border-radius: var(--box-border-radius, 4px);
  box-shadow: var(--shadow-default, 0 1px 3px rgba(0, 0, 0, 0.12));
  background: var(--text-color, #1f2328);
  color: var(--page-background, #ffffff);
  font-family: var(--text-font, Lato), sans-serif;
}
.ui-snackbar--success { border-left: 4px solid var(--status-success, #1a7f37); }
.ui-snackbar--warning { border-left: 4px solid var(--status-warning, #9a6700); }
.ui-snackbar--error { background: var(--error-color, #cf222e); color: #ffffff; }
.ui-snackbar__dismiss {
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
}
`;
