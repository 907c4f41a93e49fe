/**
 * Button CSS. The apps set `--ui-*` tokens (accent, border, surface, danger); without them
 * (the storefront) a button reads the theme's custom properties (`--button-background` is
 * theme key `button.background`) with the base theme's values as fallbacks. A small danger button (a row's
 * Delete) is outlined, so a table is not a wall of red; a dialog's is solid.
 */
export const buttonStyles = `
.ui-button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.375rem;
  padding: 0.5rem 1rem;
  border: 1px solid var(--ui-border, var(--button-secondary-border-color, #d0d7de));
  border-radius: var(--ui-radius, var(--button-border-radius, 4px));
  background: var(--ui-surface, var(--button-secondary-background, #ffffff));
  color: var(--ui-text, var(--button-secondary-color, #1f2328));
  font: inherit;
  line-height: 1.25;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
}
.ui-button:hover { border-color: var(--ui-muted, currentColor); }
.ui-button:focus-visible {
  outline: 2px solid var(--ui-accent, var(--primary-color, #00a84f));
  outline-offset: 2px;
}
.ui-button[disabled] { opacity: 0.55; cursor: not-allowed; }
.ui-button[aria-disabled='true'] { opacity: 0.6; cursor: not-allowed; }
.ui-button[aria-busy='true'] { cursor: progress; }
.ui-button--primary {
  border-color: var(--ui-accent, var(--button-border-color, #00a84f));
  background: var(--ui-accent, var(--button-background, #00a84f));
  color: var(--ui-accent-contrast, var(--button-color, #ffffff));
}
.ui-button--primary:hover { border-color: var(--ui-accent, var(--button-border-color, #00a84f)); filter: brightness(0.92); }
.ui-button--danger {
  border-color: var(--ui-danger, var(--error-color, #cf222e));
  background: var(--ui-danger, var(--error-color, #cf222e));
  color: #ffffff;
}
.ui-button--danger:hover { border-color: var(--ui-danger, var(--error-color, #cf222e)); filter: brightness(0.92); }
.ui-button--danger.ui-button--small {
  background: var(--ui-surface, #ffffff);
  color: var(--ui-danger, var(--error-color, #cf222e));
}
.ui-button--danger.ui-button--small:hover { filter: none; background: #fef3f2; }
.ui-button--quiet {
  border-color: transparent;
  background: transparent;
  color: var(--ui-accent, var(--primary-color, #00a84f));
}
.ui-button--quiet:hover { border-color: transparent; background: var(--ui-subtle, rgba(0, 0, 0, 0.05)); }
.ui-button--small { padding: 0.25rem 0.625rem; font-size: 0.875em; }
.ui-button-row { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem; }
`;
