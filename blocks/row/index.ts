import { defineBlock } from '../../src/registry';
import { RowMail } from './mail';
import { rowProperties } from './properties';
import Row from './view';
import { rowStyles } from './styles';

export default defineBlock({
  name: 'row',
  title: 'Row',
  description: 'A container that places blocks side by side on the 12-column grid.',
  category: 'layout',
  compatibility: ['page', 'mail'],
  properties: rowProperties,
  fields: [
    {
      kind: 'colour',
      name: 'backgroundColor',
      label: 'Background colour',
      group: 'Style',
      alpha: true,
    },
    { kind: 'image', name: 'backgroundImage', label: 'Background image', group: 'Style' },
    {
      kind: 'number',
      name: 'padding',
      label: 'Padding',
      group: 'Style',
      min: 0,
      max: 120,
      step: 4,
      unit: 'px',
    },
    {
      kind: 'select',
      name: 'verticalAlignment',
      label: 'Vertical alignment',
      group: 'Style',
      options: [
        { value: 'stretch', label: 'Same height' },
        { value: 'top', label: 'Top' },
        { value: 'center', label: 'Centre' },
        { value: 'bottom', label: 'Bottom' },
      ],
    },
  ],
  size: { default: 12 },
  children: { allowed: '*' },
  component: Row,
  mail: RowMail,
  styles: rowStyles,
});
