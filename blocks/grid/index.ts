import { defineBlock, type FieldDescriptor } from '../../src/registry';
import Grid from './view';
import { gridProperties } from './properties';
import { gridStyles } from './styles';
import { productsFactory } from './productFactory';

const columnsField = (name: string, label: string): FieldDescriptor => ({
  kind: 'number',
  name,
  label,
  group: 'Layout',
  min: 1,
  max: 6,
});

export default defineBlock({
  name: 'grid',
  title: 'Grid',
  description:
    'A container showing its blocks in equal columns: 2 on phones, 3 on tablets, 4 on desktops.',
  category: 'layout',
  properties: gridProperties,
  fields: [
    columnsField('columnsXs', 'Columns on phones'),
    columnsField('columnsMd', 'Columns on tablets (from 768px)'),
    columnsField('columnsLg', 'Columns on desktops (from 992px)'),
  ],
  size: { default: 12 },
  children: { allowed: '*' },
  itemFactories: { products: productsFactory },
  component: Grid,
  styles: gridStyles,
});
