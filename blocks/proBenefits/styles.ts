import { themeVar } from '../../themes/base';
import { boxPanel, panelTitle } from '../../themes/blockCss';

export const proBenefitsStyles = `
.block-proBenefits {
  ${boxPanel}
}
.block-proBenefits__title {
  ${panelTitle('heading2')}
}
.block-proBenefits__copy { margin: 0 0 1em; color: ${themeVar('text.muted')}; }
.block-proBenefits__list {
  display: grid;
  grid-template-columns: 1fr;
  gap: 1em;
  margin: 0 0 1.5em;
  padding: 0;
  list-style: none;
}
.block-proBenefits__item { position: relative; padding-left: 1.75em; }
.block-proBenefits__item::before {
  content: '';
  position: absolute;
  left: 0.25em;
  top: 0.3em;
  width: 0.5em;
  height: 0.9em;
  border: solid ${themeVar('primary.color')};
  border-width: 0 3px 3px 0;
  transform: rotate(45deg);
}
.block-proBenefits__itemTitle {
  margin: 0;
  font-family: ${themeVar('heading3.font')};
  font-size: 1.125rem;
  color: ${themeVar('heading3.color')};
}
.block-proBenefits__itemCopy { margin: 0.25em 0 0; line-height: ${themeVar('text.lineHeight')}; }
.block-proBenefits__button {
  display: inline-block;
  max-width: 300px;
  padding: 0.75em 1.5em;
  text-decoration: none;
  font-family: ${themeVar('button.font')};
  background: ${themeVar('button.background')};
  color: ${themeVar('button.color')};
  border: 1px solid ${themeVar('button.borderColor')};
  border-radius: ${themeVar('button.borderRadius')};
}
@media (min-width: 768px) {
  .block-proBenefits__list { grid-template-columns: repeat(2, 1fr); }
}
`;
