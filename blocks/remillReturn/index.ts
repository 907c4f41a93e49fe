import { defineBlock } from '../../src/registry';
import { remillReturnProperties } from './properties';
import RemillReturnBlock from './view';
import { remillReturnStyles } from './styles';

export default defineBlock({
  name: 'remillReturn',
  title: 'Return an item',
  description: 'The free "return an item" offer: any brand of cotton clothing back for a coupon.',
  category: 'marketing',
  properties: remillReturnProperties,
  fields: [
    { kind: 'text', name: 'title', label: 'Title', group: 'Content', maxLength: 80 },
    { kind: 'textarea', name: 'copy', label: 'Copy', group: 'Content', rows: 3, maxLength: 400 },
    { kind: 'text', name: 'buttonText', label: 'Button text', group: 'Content', maxLength: 30 },
  ],
  component: RemillReturnBlock,
  styles: remillReturnStyles,
  interactive: true,
});
