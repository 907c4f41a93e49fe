/** Empty state CSS; reads the apps' `--ui-*` tokens with neutral fallbacks. */
export const emptyStateStyles = `
.ui-empty {
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.5rem;
  padding: 2.5rem 1rem;
  border: 1px dashed var(--ui-border, #d7dbe0);
  border-radius: var(--ui-radius, 6px);
  color: var(--ui-muted, #59636e);
  text-align: center;
}
.ui-empty__icon { font-size: 2rem; line-height: 1; }
.ui-empty__title { margin: 0; font-size: 1rem; font-weight: 600; color: var(--ui-text, #1d2329); }
.ui-empty__text { margin: 0; max-width: 40rem; }
.ui-empty__action { margin-top: 0.5rem; }
`;
