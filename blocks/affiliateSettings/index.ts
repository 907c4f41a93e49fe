import { defineBlock } from '../../src/registry';
import AffiliateSettingsBlock from './view';
import { loadAffiliateSettings, type AffiliateSettingsData } from './load';
import { affiliateSettingsProperties } from './properties';
import { affiliateSettingsStyles } from './styles';

export default defineBlock<typeof affiliateSettingsProperties, AffiliateSettingsData>({
  name: 'affiliateSettings',
  title: 'Affiliate settings',
  description: 'A form where affiliates set their payout email, their code and sale emails.',
  category: 'dashboard',
  properties: affiliateSettingsProperties,
  fields: [
    { kind: 'text', name: 'title', label: 'Title', group: 'Content', maxLength: 80 },
    { kind: 'textarea', name: 'copy', label: 'Copy', group: 'Content', rows: 2, maxLength: 300 },
    {
      kind: 'text',
      name: 'asyncData',
      label: 'Settings at',
      help: 'Path under /omnis/v3 of the settings: GET answers { payoutEmail, code, notifyOnSale }, POST saves them.',
      group: 'Data',
      placeholder: '/divisions/{division}/affiliates/me/settings/',
    },
  ],
  component: AffiliateSettingsBlock,
  load: loadAffiliateSettings,
  styles: affiliateSettingsStyles,
  interactive: true,
});
