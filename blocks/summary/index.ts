import { BREAKPOINTS } from '../../src/model';
import { defineBlock } from '../../src/registry';
import { themeVar } from '../../themes/base';
import { summaryProperties } from './properties';
import Summary from './view';
import { loadSummaryData, type SummaryBlockData } from './load';
import { SummaryMail } from './mail';

export default defineBlock<typeof summaryProperties, SummaryBlockData>({
  name: 'summary',
  title: 'Summary',
  description: 'Key figures side by side, such as orders, revenue and visitors.',
  category: 'dashboard',
  compatibility: ['page', 'mail'],
  properties: summaryProperties,
  fields: [
    { kind: 'text', name: 'heading', label: 'Heading', group: 'Content', maxLength: 120 },
    {
      kind: 'list',
      name: 'items',
      label: 'Figures',
      itemLabel: 'Figure',
      group: 'Content',
      max: 8,
      newItem: { label: 'Label', value: '0', caption: '' },
      fields: [
        { kind: 'text', name: 'label', label: 'Label', maxLength: 60 },
        { kind: 'text', name: 'value', label: 'Value', maxLength: 30 },
        { kind: 'text', name: 'caption', label: 'Note', maxLength: 80 },
      ],
    },
    {
      kind: 'text',
      name: 'asyncData',
      label: 'Figures from',
      help: 'Optional GET path under /omnis/v3 answering { heading, items: [{ label, value, caption }] }. An order mail fills this block from the order.',
      group: 'Data',
      placeholder: '/division/{division}/stats/',
    },
  ],
  size: { default: 12 },
  component: Summary,
  load: loadSummaryData,
  mail: SummaryMail,
  styles: `
.block-summary { font-family: ${themeVar('text.font')}; color: ${themeVar('text.color')}; }
.block-summary__heading { margin: 0 0 0.75em; font-family: ${themeVar('heading3.font')}; font-size: ${themeVar('heading3.size')}; color: ${themeVar('heading3.color')}; }
.block-summary__items { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 0.5em; margin: 0; }
@media (min-width: ${BREAKPOINTS.sm}px) { .block-summary__items { gap: 1em; } }
@media (min-width: ${BREAKPOINTS.md}px) { .block-summary__items { grid-template-columns: repeat(auto-fit, minmax(10em, 1fr)); } }
.block-summary__item { padding: 1em; border-radius: ${themeVar('box.borderRadius')}; background: ${themeVar('box.background')}; box-shadow: ${themeVar('box.shadow')}; }
.block-summary__label { font-size: 0.875em; color: ${themeVar('text.muted')}; }
.block-summary__value { margin: 0.25em 0 0; font-size: 1.75em; font-weight: 700; }
.block-summary__caption { margin: 0.25em 0 0; font-size: 0.8125em; color: ${themeVar('text.muted')}; }
`,
});
