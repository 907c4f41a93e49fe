import { defineBlock } from '../../src/registry';
import { themeVar } from '../../themes/base';
import Iframe from './view';
import { iframeProperties } from './properties';

export default defineBlock({
  name: 'iframe',
  title: 'Embed',
  description: 'Another website shown inside the page (booking forms, designers, maps).',
  category: 'media',
  properties: iframeProperties,
  fields: [
    { kind: 'text', name: 'src', label: 'Address', placeholder: 'https://', group: 'Content' },
    {
      kind: 'text',
      name: 'title',
      label: 'Title',
      help: 'Describes the embedded page for screen readers.',
      group: 'Content',
      maxLength: 120,
    },
    {
      kind: 'number',
      name: 'height',
      label: 'Height',
      group: 'Style',
      min: 100,
      max: 5000,
      step: 10,
      unit: 'px',
    },
  ],
  size: { default: 12 },
  component: Iframe,
  styles: `
.block-iframe__frame { display: block; width: 100%; border: 0; }
.block-iframe--empty { min-height: 3em; }
.block-iframe__hint {
  margin: 0;
  padding: 1em;
  border: 1px dashed ${themeVar('border.color')};
  color: ${themeVar('text.muted')};
  font-family: ${themeVar('text.font')};
}
`,
  interactive: true,
});
