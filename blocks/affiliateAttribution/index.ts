import { defineBlock } from '../../src/registry';
import AffiliateAttributionBlock from './view';
import { loadAffiliateProfile, type AffiliateAttributionData } from './load';
import { affiliateAttributionProperties } from './properties';
import { affiliateAttributionStyles } from './styles';

export default defineBlock<typeof affiliateAttributionProperties, AffiliateAttributionData>({
  name: 'affiliateAttribution',
  title: 'Affiliate link',
  description: "An affiliate's own store link, carrying their code, ready to copy.",
  category: 'dashboard',
  properties: affiliateAttributionProperties,
  fields: [
    { kind: 'text', name: 'title', label: 'Title', group: 'Content', maxLength: 80 },
    { kind: 'textarea', name: 'copy', label: 'Copy', group: 'Content', rows: 2, maxLength: 300 },
    {
      kind: 'text',
      name: 'landingPath',
      label: 'Link opens',
      help: 'The store page the link leads to.',
      group: 'Content',
      placeholder: '/',
    },
    {
      kind: 'text',
      name: 'param',
      label: 'Code parameter',
      help: 'The query parameter that carries the code.',
      group: 'Data',
    },
    {
      kind: 'text',
      name: 'asyncData',
      label: 'Affiliate from',
      help: 'GET path under /omnis/v3 answering { code, url? } for the signed-in affiliate.',
      group: 'Data',
      placeholder: '/divisions/{division}/affiliates/me/',
    },
  ],
  component: AffiliateAttributionBlock,
  load: loadAffiliateProfile,
  styles: affiliateAttributionStyles,
  interactive: true,
});
