/**
 * Dialog CSS. src/ may not import themes/, so colours, fonts and radii read the theme's
 * CSS custom properties by name (`--button-background` is theme key `button.background`)
 * with the base theme's values as fallbacks. The host app adds this string to its stylesheet.
 */
export const overlayStyles = `
.ui-dialog-backdrop {
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 1rem;
  background: rgba(0, 0, 0, 0.5);
}
.ui-dialog {
  width: 100%;
  max-width: 32rem;
  max-height: calc(100vh - 2rem);
  overflow: auto;
  padding: 1.5rem;
  border-radius: var(--box-border-radius, 4px);
  box-shadow: var(--box-shadow, 0 1px 3px rgba(0, 0, 0, 0.12));
  background: var(--box-background, #ffffff);
  color: var(--text-color, #1f2328);
  font-family: var(--text-font, Lato), sans-serif;
}
.ui-dialog:focus { outline: none; }
.ui-dialog__title {
  margin: 0 0 0.75rem;
  font-family: var(--heading3-font, Lato), sans-serif;
  font-size: var(--heading3-size, 1.5rem);
  color: var(--heading3-color, #1f2328);
}
.ui-dialog__text { margin: 0 0 1.5rem; }
.ui-dialog__actions { display: flex; justify-content: flex-end; gap: 0.5rem; flex-wrap: wrap; }
.ui-button {
  padding: 0.5rem 1rem;
  border: 1px solid var(--button-secondary-border-color, #d0d7de);
  border-radius: var(--button-border-radius, 4px);
  background: var(--button-secondary-background, #ffffff);
  color: var(--button-secondary-color, #1f2328);
  font: inherit;
  cursor: pointer;
}
.ui-button:focus-visible { outline: 2px solid var(--primary-color, #00a84f); outline-offset: 2px; }
.ui-button[aria-disabled='true'] { opacity: 0.6; cursor: progress; }
.ui-button--primary {
  border-color: var(--button-border-color, #00a84f);
  background: var(--button-background, #00a84f);
  color: var(--button-color, #ffffff);
}
.ui-button--danger {
  border-color: var(--error-color, #cf222e);
  background: var(--error-color, #cf222e);
  color: #ffffff;
}
`;
