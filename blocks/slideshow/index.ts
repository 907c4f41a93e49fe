import { defineBlock } from '../../src/registry';
import { slideshowProperties } from './properties';
import Slideshow from './view';
import { slideshowStyles } from './styles';

export default defineBlock({
  name: 'slideshow',
  title: 'Slideshow',
  description: 'Slides that change on a timer, with arrows and position dots.',
  category: 'media',
  fixedWhenFirst: true,
  properties: slideshowProperties,
  fields: [
    {
      kind: 'number',
      name: 'speed',
      label: 'Time per slide',
      group: 'Behaviour',
      min: 1000,
      max: 60_000,
      step: 500,
      unit: 'ms',
    },
    {
      kind: 'select',
      name: 'mode',
      label: 'Order',
      group: 'Behaviour',
      options: [
        { value: 'slideshow', label: 'In order' },
        { value: 'random', label: 'Random' },
      ],
    },
    {
      kind: 'toggle',
      name: 'pause',
      label: 'Start paused',
      help: 'Slides change only when shoppers use the arrows or dots.',
      group: 'Behaviour',
    },
    {
      kind: 'toggle',
      name: 'preLoadNextSlide',
      label: 'Load the next slide early',
      group: 'Behaviour',
    },
    {
      kind: 'number',
      name: 'slidesPerPage',
      label: 'Slides at a time',
      group: 'Layout',
      min: 1,
      max: 4,
    },
    { kind: 'toggle', name: 'navigation', label: 'Arrows', group: 'Layout' },
    { kind: 'toggle', name: 'showPosition', label: 'Position dots', group: 'Layout' },
  ],
  size: { default: 12 },
  children: { allowed: '*' },
  component: Slideshow,
  styles: slideshowStyles,
  interactive: true,
});
