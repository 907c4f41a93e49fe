import { defineBlock } from '../../src/registry';
import { themeVar } from '../../themes/base';
import { PlaceholderMail } from './mail';
import Placeholder from './view';
import { placeholderProperties } from './properties';

export default defineBlock({
  name: 'placeholder',
  title: 'Placeholder',
  description: 'Marks where content belongs in a page or mail template; invisible to shoppers.',
  category: 'layout',
  compatibility: ['page', 'mail'],
  properties: placeholderProperties,
  fields: [
    { kind: 'text', name: 'label', label: 'Label', group: 'Content', maxLength: 80 },
    {
      kind: 'number',
      name: 'height',
      label: 'Height in the editor',
      group: 'Style',
      min: 40,
      max: 800,
      step: 10,
      unit: 'px',
    },
  ],
  size: { default: 12 },
  component: Placeholder,
  mail: PlaceholderMail,
  styles: `
.block-placeholder--visible {
  display: grid;
  place-items: center;
  box-sizing: border-box;
  padding: 1em;
  border: 2px dashed ${themeVar('border.color')};
  border-radius: ${themeVar('border.radius')};
  color: ${themeVar('text.muted')};
  font-family: ${themeVar('text.font')};
  text-align: center;
}
`,
});
