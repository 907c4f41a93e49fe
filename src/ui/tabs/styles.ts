/** Tabs: a row of buttons, the selected one underlined; reads the apps' `--ui-*` tokens. */
export const tabsStyles = `
.ui-tabs { display: flex; gap: 0.25rem; border-bottom: 1px solid var(--ui-border, #d7dbe0); }
.ui-tabs [role='tab'] {
  padding: 0.5rem 0.75rem;
  border: 0;
  border-bottom: 2px solid transparent;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
}
.ui-tabs [role='tab'][aria-selected='true'] { border-bottom-color: var(--ui-accent, #2557d6); font-weight: 600; }
.ui-tabs [role='tab']:focus-visible { outline: 2px solid var(--ui-accent, #2557d6); outline-offset: -2px; }
`;
