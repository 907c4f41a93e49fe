import { themeVar } from '../../themes/base';

export const interactionsStyles = `
.block-interactions { color: ${themeVar('text.color')}; font-family: ${themeVar('text.font')}; }
.block-interactions__title {
  margin: 0 0 0.75em;
  font-family: ${themeVar('heading3.font')};
  font-size: ${themeVar('heading3.size')};
  color: ${themeVar('heading3.color')};
}
.block-interactions__actions { display: flex; flex-wrap: wrap; gap: 1em; align-items: center; }
.block-interactions__like, .block-interactions__share { display: flex; flex-wrap: wrap; gap: 0.5em; align-items: center; }
.block-interactions__networks { display: flex; flex-wrap: wrap; gap: 0.5em; margin: 0; padding: 0; list-style: none; }
.block-interactions__button {
  padding: 0.5em 1em;
  font: inherit;
  font-size: 0.875rem;
  cursor: pointer;
  color: ${themeVar('button.secondary.color')};
  background: ${themeVar('button.secondary.background')};
  border: 1px solid ${themeVar('button.secondary.borderColor')};
  border-radius: ${themeVar('button.borderRadius')};
}
.block-interactions__button--like[aria-pressed='true'] {
  color: ${themeVar('button.color')};
  background: ${themeVar('button.background')};
  border-color: ${themeVar('button.borderColor')};
}
.block-interactions__button:disabled { opacity: 0.6; cursor: default; }
.block-interactions__count { color: ${themeVar('text.muted')}; font-size: 0.875rem; }
.block-interactions__status p { margin: 0.5em 0 0; }
.block-interactions__failure { color: ${themeVar('error.color')}; }
`;
