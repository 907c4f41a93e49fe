import { themeVar } from '../../themes/base';

export const affiliateStatsStyles = `
.block-affiliateStats { color: ${themeVar('text.color')}; font-family: ${themeVar('text.font')}; }
.block-affiliateStats__header { display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: 0.5em; margin-bottom: 1em; }
.block-affiliateStats__title {
  margin: 0;
  font-family: ${themeVar('heading3.font')};
  font-size: ${themeVar('heading3.size')};
  color: ${themeVar('heading3.color')};
}
.block-affiliateStats__period { margin: 0; color: ${themeVar('text.muted')}; }
.block-affiliateStats__status { margin: 0; color: ${themeVar('text.muted')}; }
.block-affiliateStats__reason { color: ${themeVar('error.color')}; }
.block-affiliateStats__tiles { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 0.5em; margin: 0; }
.block-affiliateStats__tile {
  display: flex;
  flex-direction: column-reverse;
  padding: 1em;
  background: ${themeVar('box.background')};
  border-radius: ${themeVar('box.borderRadius')};
  box-shadow: ${themeVar('box.shadow')};
}
.block-affiliateStats__tile dt { color: ${themeVar('text.muted')}; font-size: 0.875rem; }
.block-affiliateStats__tile dd { margin: 0; font-size: 1.5rem; font-weight: 700; font-variant-numeric: tabular-nums; }
.block-affiliateStats__tile--commission dd { color: ${themeVar('primary.color')}; }
@media (min-width: 576px) { .block-affiliateStats__tiles { gap: 1em; } }
@media (min-width: 768px) { .block-affiliateStats__tiles { grid-template-columns: repeat(3, minmax(0, 1fr)); } }
@media (min-width: 992px) { .block-affiliateStats__tiles { grid-template-columns: repeat(6, minmax(0, 1fr)); } }
.block-affiliateStats__months { margin-top: 1em; overflow-x: auto; }
.block-affiliateStats__months table { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
.block-affiliateStats__months caption { text-align: start; font-weight: 700; padding-bottom: 0.5em; }
.block-affiliateStats__months th, .block-affiliateStats__months td { padding: 0.5em; text-align: end; border-bottom: 1px solid ${themeVar('button.secondary.borderColor')}; }
.block-affiliateStats__months th:first-child { text-align: start; }
`;
