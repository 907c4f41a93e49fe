import { defineBlock } from '../../src/registry';
import AffiliateStatsBlock from './view';
import { loadAffiliateStats, type AffiliateStatsData } from './load';
import { affiliateStatsProperties } from './properties';
import { affiliateStatsStyles } from './styles';

export default defineBlock<typeof affiliateStatsProperties, AffiliateStatsData>({
  name: 'affiliateStats',
  title: 'Affiliate stats',
  description: "An affiliate's clicks, orders, conversion rate, sales and earnings.",
  category: 'dashboard',
  properties: affiliateStatsProperties,
  fields: [
    { kind: 'text', name: 'title', label: 'Title', group: 'Content', maxLength: 80 },
    {
      kind: 'text',
      name: 'period',
      label: 'Period',
      help: 'Names the period the figures cover.',
      group: 'Content',
      maxLength: 40,
    },
    {
      kind: 'text',
      name: 'asyncData',
      label: 'Stats from',
      help: 'GET path under /omnis/v3 answering { clicks, orders, sales, commission }.',
      group: 'Data',
      placeholder: '/divisions/{division}/affiliates/me/stats/?days=30',
    },
  ],
  component: AffiliateStatsBlock,
  load: loadAffiliateStats,
  styles: affiliateStatsStyles,
});
