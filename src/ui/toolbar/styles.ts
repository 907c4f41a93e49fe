/** Toolbar and page header CSS; reads the apps' `--ui-*` tokens with neutral fallbacks. */
export const toolbarStyles = `
.ui-toolbar { display: flex; flex-wrap: wrap; align-items: center; gap: 0.375rem; }
.ui-toolbar[aria-orientation='vertical'] { flex-direction: column; align-items: stretch; }
.ui-toolbar [aria-pressed='true'] {
  border-color: var(--ui-accent, #2557d6);
  background: var(--ui-accent, #2557d6);
  color: var(--ui-accent-contrast, #ffffff);
}
.ui-page-header { display: grid; gap: 0.5rem; margin: 0 0 1.25rem; }
.ui-page-header__main {
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 0.75rem 1.5rem;
}
.ui-page-header__text { display: grid; gap: 0.25rem; min-width: 0; flex: 1 1 20rem; }
.ui-page-header__title { margin: 0; font-size: 1.5rem; line-height: 1.25; font-weight: 650; }
.ui-page-header__description { margin: 0; color: var(--ui-muted, #59636e); max-width: 48rem; }
.ui-page-header__actions { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
`;
