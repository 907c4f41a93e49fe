import { themeVar } from '../../themes/base';
import { panelTitle, themedButton, themedField } from '../../themes/blockCss';

export const mailContactFormStyles = `
.block-mailContactForm {
  padding: 1.5em;
  background: ${themeVar('box.background')};
  color: ${themeVar('text.color')};
  font-family: ${themeVar('text.font')};
  border-radius: ${themeVar('box.borderRadius')};
}
.block-mailContactForm__title {
  ${panelTitle('heading2')}
}
.block-mailContactForm__copy { margin: 0 0 1.25em; line-height: ${themeVar('text.lineHeight')}; }
.block-mailContactForm__form { display: grid; gap: 1em; grid-template-columns: 1fr; }
.block-mailContactForm__field { display: flex; flex-direction: column; gap: 0.25em; }
.block-mailContactForm__field label { font-weight: 700; }
.block-mailContactForm__field input, .block-mailContactForm__field textarea {
  ${themedField}
}
.block-mailContactForm__field textarea { resize: vertical; }
.block-mailContactForm__field [aria-invalid='true'] { border-color: ${themeVar('error.color')}; }
.block-mailContactForm__error, .block-mailContactForm__failure { margin: 0; color: ${themeVar('error.color')}; }
.block-mailContactForm__success { margin: 0; font-weight: 700; color: ${themeVar('status.success')}; }
.block-mailContactForm__status { margin-top: 1em; }
.block-mailContactForm__status:empty { display: none; }
.block-mailContactForm__button {
  justify-self: start;
  padding: 0.75em 1.5em;
  ${themedButton}
}
.block-mailContactForm__button:disabled { opacity: 0.6; cursor: default; }
@media (min-width: 768px) {
  .block-mailContactForm__form { grid-template-columns: 1fr 1fr; }
  .block-mailContactForm__field:nth-child(3), .block-mailContactForm__button { grid-column: 1 / -1; }
}
`;
