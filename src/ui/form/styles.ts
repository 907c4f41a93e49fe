/** Form CSS; reads the apps' `--ui-*` tokens with neutral fallbacks. */
export const formStyles = `
.ui-form { display: grid; gap: 1rem; }
.ui-field { display: grid; gap: 0.25rem; min-width: 0; }
.ui-field__label { font-weight: 600; }
.ui-field__required { color: var(--ui-danger, #b42318); }
.ui-field__hint { margin: 0; color: var(--ui-muted, #59636e); font-size: 0.875em; }
.ui-field__error { margin: 0; color: var(--ui-danger, #b42318); font-size: 0.875em; }
.ui-input {
  min-height: 2.25rem;
  padding: 0.375rem 0.625rem;
  border: 1px solid var(--ui-border, #d7dbe0);
  border-radius: var(--ui-radius, 6px);
  background: var(--ui-surface, #ffffff);
  color: inherit;
  font: inherit;
}
.ui-input:focus-visible { outline: 2px solid var(--ui-accent, #2557d6); outline-offset: 1px; }
.ui-field[data-invalid] .ui-input { border-color: var(--ui-danger, #b42318); }
.ui-form__message { margin: 0; color: var(--ui-danger, #b42318); }
.ui-form__actions { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
`;
