import { defineBlock } from '../../src/registry';
import { loadProfitPerMonth, type ProfitPerMonthData } from './load';
import ProfitPerMonthBlock from './view';
import { profitPerMonthProperties } from './properties';
import { profitPerMonthStyles } from './styles';

export default defineBlock<typeof profitPerMonthProperties, ProfitPerMonthData>({
  name: 'profitPerMonth',
  title: 'Profit per month',
  description: "Charts a seller's profit month by month.",
  category: 'dashboard',
  properties: profitPerMonthProperties,
  fields: [
    { kind: 'text', name: 'title', label: 'Title', group: 'Content', maxLength: 80 },
    {
      kind: 'number',
      name: 'months',
      label: 'Months shown',
      group: 'Content',
      min: 3,
      max: 36,
      step: 1,
    },
    {
      kind: 'text',
      name: 'asyncData',
      label: 'Profit from',
      help: 'GET path under /omnis/v3 answering [{ month: "YYYY-MM", profit }]. Your store\'s own profit: /divisions/{division}/figures/profit-per-month/',
      group: 'Data',
      placeholder: '/divisions/{division}/figures/profit-per-month/',
    },
  ],
  component: ProfitPerMonthBlock,
  load: loadProfitPerMonth,
  styles: profitPerMonthStyles,
});
