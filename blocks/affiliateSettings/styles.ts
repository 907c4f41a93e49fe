import { themeVar } from '../../themes/base';
import { boxPanel, panelTitle, themedButton, themedField } from '../../themes/blockCss';

export const affiliateSettingsStyles = `
.block-affiliateSettings {
  ${boxPanel}
}
.block-affiliateSettings__title {
  ${panelTitle('heading3')}
}
.block-affiliateSettings__copy { margin: 0 0 1em; line-height: ${themeVar('text.lineHeight')}; }
.block-affiliateSettings__status { margin: 0; color: ${themeVar('text.muted')}; }
.block-affiliateSettings__reason { color: ${themeVar('error.color')}; }
.block-affiliateSettings__form { display: flex; flex-direction: column; gap: 1em; max-width: 32em; }
.block-affiliateSettings__field { display: flex; flex-direction: column; gap: 0.25em; }
.block-affiliateSettings__field label { font-weight: 700; }
.block-affiliateSettings__field input {
  ${themedField}
}
.block-affiliateSettings__field input[aria-invalid='true'] { border-color: ${themeVar('error.color')}; }
.block-affiliateSettings__check { display: flex; align-items: center; gap: 0.5em; }
.block-affiliateSettings__error, .block-affiliateSettings__failure { margin: 0; color: ${themeVar('error.color')}; }
.block-affiliateSettings__saved { margin: 0; font-weight: 700; color: ${themeVar('status.success')}; }
.block-affiliateSettings__button {
  align-self: flex-start;
  padding: 0.75em 1.5em;
  ${themedButton}
}
.block-affiliateSettings__button:disabled { opacity: 0.6; cursor: default; }
`;
