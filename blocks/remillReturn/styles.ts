import { themeVar } from '../../themes/base';
import { panelTitle, themedField } from '../../themes/blockCss';

export const remillReturnStyles = `
.block-remillReturn {
  padding: 1.5em;
  background: ${themeVar('feature.background')};
  color: ${themeVar('feature.color')};
  font-family: ${themeVar('text.font')};
  border-radius: ${themeVar('box.borderRadius')};
}
.block-remillReturn__title {
  ${panelTitle('heading2')}
}
.block-remillReturn__copy { margin: 0 0 1em; line-height: ${themeVar('text.lineHeight')}; }
.block-remillReturn__terms { margin: 0 0 1.25em; padding-left: 1.25em; line-height: ${themeVar('text.lineHeight')}; }
.block-remillReturn__button, .block-remillReturn__cancel {
  padding: 0.75em 1.5em;
  font: inherit;
  font-family: ${themeVar('button.font')};
  cursor: pointer;
  border-radius: ${themeVar('button.borderRadius')};
}
.block-remillReturn__button {
  color: ${themeVar('button.color')};
  background: ${themeVar('button.background')};
  border: 1px solid ${themeVar('button.borderColor')};
}
.block-remillReturn__cancel {
  color: ${themeVar('button.secondary.color')};
  background: ${themeVar('button.secondary.background')};
  border: 1px solid ${themeVar('button.secondary.borderColor')};
}
.block-remillReturn__button:disabled, .block-remillReturn__cancel:disabled { opacity: 0.6; cursor: default; }
.block-remillReturn__form { display: flex; flex-direction: column; gap: 0.5em; }
.block-remillReturn__form label { font-weight: 700; }
.block-remillReturn__form input {
  ${themedField}
}
.block-remillReturn__form input[aria-invalid='true'] { border-color: ${themeVar('error.color')}; }
.block-remillReturn__error, .block-remillReturn__failure { margin: 0; color: ${themeVar('error.color')}; }
.block-remillReturn__thanks { margin: 0 0 1em; font-weight: 700; }
.block-remillReturn__actions { display: flex; gap: 0.5em; margin-top: 0.5em; }
`;
