import { defineBlock } from '../../src/registry';
import { loadPriceFigures, type PriceBreakdownData } from './load';
import PriceBreakdownBlock from './view';
import { priceBreakdownProperties } from './properties';
import { priceBreakdownStyles } from './styles';

const money = { kind: 'number', group: 'Figures', min: 0, step: 0.01, unit: '£' } as const;

export default defineBlock<typeof priceBreakdownProperties, PriceBreakdownData>({
  name: 'priceBreakdown',
  title: 'Price breakdown',
  description: "Explains how a product's price splits into base cost, print cost, VAT and profit.",
  category: 'dashboard',
  properties: priceBreakdownProperties,
  fields: [
    { kind: 'text', name: 'title', label: 'Title', group: 'Content', maxLength: 80 },
    { kind: 'textarea', name: 'copy', label: 'Copy', group: 'Content', rows: 2, maxLength: 300 },
    { ...money, name: 'price', label: 'Price (VAT included)' },
    { ...money, name: 'baseCost', label: 'Base cost' },
    { ...money, name: 'printCost', label: 'Print cost' },
    {
      kind: 'number',
      name: 'vatRate',
      label: 'VAT rate',
      group: 'Figures',
      min: 0,
      max: 100,
      step: 0.5,
      unit: '%',
    },
    {
      kind: 'text',
      name: 'asyncData',
      label: 'Figures from',
      help: 'Optional GET path under /omnis/v3 answering { price, baseCost, printCost, vatRate }. One of your products: /divisions/{division}/figures/products/{product id}/price/',
      group: 'Data',
      placeholder: '/divisions/{division}/figures/products/123/price/',
    },
  ],
  size: { default: 6 },
  component: PriceBreakdownBlock,
  load: loadPriceFigures,
  styles: priceBreakdownStyles,
});
