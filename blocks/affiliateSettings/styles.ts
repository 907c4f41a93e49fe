import { themeVar } from '../../themes/base';

export const affiliateSettingsStyles = `
.block-affiliateSettings {
  padding: 1.5em;
  background: ${themeVar('box.background')};
  border-radius: ${themeVar('box.borderRadius')};
  box-shadow: ${themeVar('box.shadow')};
  color: ${themeVar('text.color')};
  font-family: ${themeVar('text.font')};
}
.block-affiliateSettings__title {
  margin: 0 0 0.5em;
  font-family: ${themeVar('heading3.font')};
  font-size: ${themeVar('heading3.size')};
  color: ${themeVar('heading3.color')};
}
.block-affiliateSettings__copy { margin: 0 0 1em; line-height: ${themeVar('text.lineHeight')}; }
.block-affiliateSettings__status { margin: 0; color: ${themeVar('text.muted')}; }
.block-affiliateSettings__reason { color: ${themeVar('error.color')}; }
.block-affiliateSettings__form { display: flex; flex-direction: column; gap: 1em; max-width: 32em; }
.block-affiliateSettings__field { display: flex; flex-direction: column; gap: 0.25em; }
.block-affiliateSettings__field label { font-weight: 700; }
.block-affiliateSettings__field input {
  padding: 0.75em;
  font: inherit;
  color: ${themeVar('form.color')};
  background: ${themeVar('form.background')};
  border: 1px solid ${themeVar('form.borderColor')};
  border-radius: ${themeVar('form.borderRadius')};
}
.block-affiliateSettings__field input[aria-invalid='true'] { border-color: ${themeVar('error.color')}; }
.block-affiliateSettings__check { display: flex; align-items: center; gap: 0.5em; }
.block-affiliateSettings__error, .block-affiliateSettings__failure { margin: 0; color: ${themeVar('error.color')}; }
.block-affiliateSettings__saved { margin: 0; font-weight: 700; color: ${themeVar('status.success')}; }
.block-affiliateSettings__button {
  align-self: flex-start;
  padding: 0.75em 1.5em;
  font: inherit;
  font-family: ${themeVar('button.font')};
  cursor: pointer;
  color: ${themeVar('button.color')};
  background: ${themeVar('button.background')};
  border: 1px solid ${themeVar('button.borderColor')};
  border-radius: ${themeVar('button.borderRadius')};
}
.block-affiliateSettings__button:disabled { opacity: 0.6; cursor: default; }
`;
