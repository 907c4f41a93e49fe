/** Inline error CSS; reads the apps' `--ui-*` tokens with neutral fallbacks. */
export const inlineErrorStyles = `
.ui-inline-error {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  padding: 0.75rem 1rem;
  border: 1px solid var(--ui-danger, #b42318);
  border-left-width: 4px;
  border-radius: var(--ui-radius, 6px);
  background: #fef3f2;
}
.ui-inline-error__message { margin: 0; flex: 1 1 16rem; color: var(--ui-danger, #b42318); }
`;
