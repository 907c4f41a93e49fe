import { defineBlock } from '../../src/registry';
import { slideProperties } from './properties';
import Slide from './view';

export default defineBlock({
  name: 'slide',
  title: 'Slide',
  description: 'One slide of a slideshow, holding any blocks over a colour or image.',
  category: 'layout',
  properties: slideProperties,
  fields: [
    {
      kind: 'text',
      name: 'label',
      label: 'Name',
      help: 'Read out by screen readers, e.g. "Summer sale".',
      group: 'Content',
      maxLength: 80,
    },
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
      name: 'minHeight',
      label: 'Minimum height',
      group: 'Style',
      min: 0,
      max: 1200,
      step: 10,
      unit: 'px',
    },
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
  ],
  size: { default: 12 },
  children: { allowed: '*' },
  component: Slide,
  styles: `
.block-slide { box-sizing: border-box; height: 100%; background-size: cover; background-position: center; }
`,
});
