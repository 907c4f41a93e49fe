import { themeVar } from '../../themes/base';

export const affiliateAttributionStyles = `
.block-affiliateAttribution {
  padding: 1.5em;
  background: ${themeVar('box.background')};
  border-radius: ${themeVar('box.borderRadius')};
  box-shadow: ${themeVar('box.shadow')};
  color: ${themeVar('text.color')};
  font-family: ${themeVar('text.font')};
}
.block-affiliateAttribution__title {
  margin: 0 0 0.5em;
  font-family: ${themeVar('heading3.font')};
  font-size: ${themeVar('heading3.size')};
  color: ${themeVar('heading3.color')};
}
.block-affiliateAttribution__copy { margin: 0 0 1em; line-height: ${themeVar('text.lineHeight')}; }
.block-affiliateAttribution__status { margin: 0; color: ${themeVar('text.muted')}; }
.block-affiliateAttribution__reason { color: ${themeVar('error.color')}; }
.block-affiliateAttribution__code { margin: 0 0 0.75em; }
.block-affiliateAttribution__label { display: block; margin-bottom: 0.25em; font-weight: 700; }
.block-affiliateAttribution__row { display: flex; gap: 0.5em; }
.block-affiliateAttribution__input {
  flex: 1;
  min-width: 0;
  padding: 0.75em;
  font: inherit;
  color: ${themeVar('form.color')};
  background: ${themeVar('form.background')};
  border: 1px solid ${themeVar('form.borderColor')};
  border-radius: ${themeVar('form.borderRadius')};
}
.block-affiliateAttribution__button {
  padding: 0.75em 1.25em;
  font: inherit;
  font-family: ${themeVar('button.font')};
  cursor: pointer;
  color: ${themeVar('button.color')};
  background: ${themeVar('button.background')};
  border: 1px solid ${themeVar('button.borderColor')};
  border-radius: ${themeVar('button.borderRadius')};
}
.block-affiliateAttribution__button:disabled { opacity: 0.6; cursor: default; }
.block-affiliateAttribution__copyStatus { min-height: 1.5em; margin: 0.5em 0 0; color: ${themeVar('status.success')}; }
`;
