import { themeVar } from '../../themes/base';
import { boxPanel, panelTitle } from '../../themes/blockCss';

export const priceBreakdownStyles = `
.block-priceBreakdown {
  ${boxPanel}
}
.block-priceBreakdown__title {
  ${panelTitle('heading3')}
}
.block-priceBreakdown__copy, .block-priceBreakdown__status { margin: 0 0 1em; color: ${themeVar('text.muted')}; }
.block-priceBreakdown__reason { color: ${themeVar('error.color')}; }
.block-priceBreakdown__bar {
  display: flex;
  height: 1em;
  margin-bottom: 1em;
  overflow: hidden;
  border-radius: ${themeVar('border.radius')};
  background: ${themeVar('border.color')};
}
.block-priceBreakdown__segment--baseCost { background: ${themeVar('text.muted')}; }
.block-priceBreakdown__segment--printCost { background: ${themeVar('status.info')}; }
.block-priceBreakdown__segment--vat { background: ${themeVar('status.warning')}; }
.block-priceBreakdown__segment--profit { background: ${themeVar('primary.color')}; }
.block-priceBreakdown__list { margin: 0; }
.block-priceBreakdown__row {
  display: flex;
  justify-content: space-between;
  gap: 1em;
  padding: 0.4em 0;
  border-bottom: 1px solid ${themeVar('border.color')};
}
.block-priceBreakdown__row dt { display: flex; align-items: center; gap: 0.5em; }
.block-priceBreakdown__row dd { margin: 0; font-variant-numeric: tabular-nums; }
.block-priceBreakdown__row--total { font-weight: 700; border-bottom: none; }
.block-priceBreakdown__swatch { display: inline-block; width: 0.75em; height: 0.75em; border-radius: 2px; }
.block-priceBreakdown__loss { margin: 1em 0 0; color: ${themeVar('error.color')}; }
`;
