import { themeVar } from '../../themes/base';
import { boxPanel, panelTitle, themedButton, themedField } from '../../themes/blockCss';

export const affiliateAttributionStyles = `
.block-affiliateAttribution {
  ${boxPanel}
}
.block-affiliateAttribution__title {
  ${panelTitle('heading3')}
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
  ${themedField}
}
.block-affiliateAttribution__button {
  padding: 0.75em 1.25em;
  ${themedButton}
}
.block-affiliateAttribution__button:disabled { opacity: 0.6; cursor: default; }
.block-affiliateAttribution__copyStatus { min-height: 1.5em; margin: 0.5em 0 0; color: ${themeVar('status.success')}; }
`;
