import { defineBlock } from '../../src/registry';
import { SpacerMail } from './mail';
import { SPACER_MAX_HEIGHT, spacerProperties } from './properties';
import Spacer from './view';
import { spacerStyles } from './styles';

export default defineBlock({
  name: 'spacer',
  title: 'Spacer',
  description: 'Empty space between blocks, with an optional dividing line.',
  category: 'layout',
  compatibility: ['page', 'mail'],
  properties: spacerProperties,
  fields: [
    {
      kind: 'number',
      name: 'height',
      label: 'Height',
      group: 'Style',
      min: 0,
      max: SPACER_MAX_HEIGHT,
      step: 8,
      unit: 'px',
    },
    { kind: 'toggle', name: 'divider', label: 'Dividing line', group: 'Style' },
  ],
  size: { default: 12 },
  component: Spacer,
  mail: SpacerMail,
  styles: spacerStyles,
});
