import { defineBlock } from '../../src/registry';
import { productMockupProperties } from './properties';
import ProductMockupBlock from './view';
import { productMockupStyles } from './styles';

const percent = {
  kind: 'number',
  group: 'Print area',
  min: 0,
  max: 100,
  step: 1,
  unit: '%',
} as const;

export default defineBlock({
  name: 'productMockup',
  title: 'Product mockup',
  description: 'Shows a design printed on a product photo.',
  category: 'commerce',
  properties: productMockupProperties,
  fields: [
    { kind: 'image', name: 'mockupImage', label: 'Product photo', group: 'Content' },
    { kind: 'image', name: 'designImage', label: 'Design', group: 'Content' },
    {
      kind: 'text',
      name: 'alt',
      label: 'Picture description',
      help: 'What shoppers would see, for screen readers.',
      group: 'Content',
    },
    { kind: 'text', name: 'caption', label: 'Caption', group: 'Content', maxLength: 120 },
    {
      kind: 'text',
      name: 'productUrlName',
      label: 'Product',
      help: "The product's URL name; the picture links to it.",
      group: 'Content',
    },
    { ...percent, name: 'printAreaX', label: 'From the left' },
    { ...percent, name: 'printAreaY', label: 'From the top' },
    { ...percent, name: 'printAreaWidth', label: 'Design width' },
    {
      kind: 'number',
      name: 'ratio',
      label: 'Photo shape (height ÷ width)',
      group: 'Style',
      min: 0.25,
      max: 3,
      step: 0.05,
    },
  ],
  size: { default: 6 },
  component: ProductMockupBlock,
  styles: productMockupStyles,
});
