import { defineBlock } from '../../src/registry';
import { themeVar } from '../../themes/base';
import Graph from './view';
import { graphProperties } from './properties';

export default defineBlock({
  name: 'graph',
  title: 'Graph',
  description: 'A bar or line chart of a few numbers, such as sales by day.',
  category: 'dashboard',
  properties: graphProperties,
  fields: [
    { kind: 'text', name: 'title', label: 'Title', group: 'Content', maxLength: 120 },
    {
      kind: 'select',
      name: 'type',
      label: 'Chart',
      group: 'Content',
      options: [
        { value: 'bar', label: 'Bars' },
        { value: 'line', label: 'Line' },
      ],
    },
    {
      kind: 'list',
      name: 'points',
      label: 'Data',
      itemLabel: 'Point',
      group: 'Data',
      max: 24,
      newItem: { label: '', value: 0 },
      fields: [
        { kind: 'text', name: 'label', label: 'Label', maxLength: 20 },
        { kind: 'number', name: 'value', label: 'Value' },
      ],
    },
    {
      kind: 'text',
      name: 'unit',
      label: 'Unit',
      placeholder: 'orders',
      group: 'Data',
      maxLength: 20,
    },
    { kind: 'colour', name: 'color', label: 'Colour', group: 'Style' },
  ],
  size: { default: 6 },
  component: Graph,
  styles: `
.block-graph { margin: 0; color: ${themeVar('primary.color')}; font-family: ${themeVar('text.font')}; }
.block-graph__title { margin-bottom: 0.5em; font-weight: 700; color: ${themeVar('text.color')}; }
.block-graph__chart { display: block; width: 100%; height: auto; aspect-ratio: 2 / 1; overflow: visible; }
.block-graph__axis { stroke: ${themeVar('border.color')}; stroke-width: 1; }
.block-graph__bar { fill: currentColor; }
.block-graph__line { fill: none; stroke: currentColor; stroke-width: 3; stroke-linejoin: round; }
.block-graph__label { fill: ${themeVar('text.muted')}; font-size: 14px; }
.block-graph__data {
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
}
`,
});
