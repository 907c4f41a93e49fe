import { themeVar } from '../../themes/base';

export const textBlockStyles = `
.block-textBlock {
  font-family: ${themeVar('text.font')};
  font-size: ${themeVar('text.size')};
  line-height: ${themeVar('text.lineHeight')};
  color: ${themeVar('text.color')};
  overflow-wrap: anywhere;
}
.block-textBlock--boxed { padding: 1em 1.25em; }
.block-textBlock__content > :first-child { margin-top: 0; }
.block-textBlock__content > :last-child { margin-bottom: 0; }
.block-textBlock__content img { max-width: 100%; height: auto; }
.block-textBlock__content a { color: ${themeVar('primary.color')}; }
.block-textBlock--truncated .block-textBlock__content {
  overflow: hidden;
  max-height: var(--text-block-truncate-height);
  -webkit-mask-image: linear-gradient(to bottom, #000 60%, transparent);
  mask-image: linear-gradient(to bottom, #000 60%, transparent);
}
.block-textBlock__more {
  margin-top: 0.5em;
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  color: ${themeVar('primary.color')};
  text-decoration: underline;
  cursor: pointer;
}
`;
