/** The permission overlay's form: a labelled reason field and its error, theme-aware like the dialogs. */
export const permissionStyles = `
.ui-permission__field { display: flex; flex-direction: column; gap: 0.25rem; margin: 0 0 1rem; }
.ui-permission__field textarea {
  font: inherit;
  padding: 0.5rem;
  border: 1px solid var(--input-border-color, #6e7781);
  border-radius: var(--input-border-radius, 4px);
}
.ui-permission__field textarea:focus-visible { outline: 2px solid var(--primary-color, #00a84f); outline-offset: 1px; }
.ui-permission__error { margin: 0 0 1rem; color: var(--error-color, #b42318); }
`;
