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
`;
