import { themeVar } from '../../themes/base';
import { boxPanel, panelTitle } from '../../themes/blockCss';

export const profitPerMonthStyles = `
.block-profitPerMonth {
  ${boxPanel}
}
.block-profitPerMonth__title {
  ${panelTitle('heading3')}
}
.block-profitPerMonth__status { margin: 0; color: ${themeVar('text.muted')}; }
.block-profitPerMonth__reason { color: ${themeVar('error.color')}; }
.block-profitPerMonth__figure { margin: 0; }
.block-profitPerMonth__total { margin-bottom: 0.75em; font-weight: 700; }
.block-profitPerMonth__chart { display: block; width: 100%; height: auto; aspect-ratio: 3 / 1; }
.block-profitPerMonth__bar { fill: ${themeVar('primary.color')}; }
.block-profitPerMonth__bar--loss { fill: ${themeVar('error.color')}; }
.block-profitPerMonth__zero { stroke: ${themeVar('border.color')}; stroke-width: 1; vector-effect: non-scaling-stroke; }
.block-profitPerMonth__axis {
  display: flex;
  justify-content: space-between;
  margin-top: 0.25em;
  font-size: 0.875rem;
  color: ${themeVar('text.muted')};
}
.block-profitPerMonth__details { margin-top: 1em; }
.block-profitPerMonth__details summary { cursor: pointer; }
.block-profitPerMonth__table { width: 100%; margin-top: 0.5em; border-collapse: collapse; }
.block-profitPerMonth__table th, .block-profitPerMonth__table td {
  padding: 0.25em 0.5em;
  text-align: left;
  border-bottom: 1px solid ${themeVar('border.color')};
}
.block-profitPerMonth__table td { text-align: right; font-variant-numeric: tabular-nums; }
`;
