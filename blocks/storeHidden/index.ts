import { defineBlock } from '../../src/registry';
import { themeVar } from '../../themes/base';
import { storeHiddenProperties } from './properties';
import StoreHidden from './view';

export default defineBlock({
  name: 'storeHidden',
  title: 'Hidden on store',
  description:
    'A container whose blocks show in the editor and previews but never on the published store.',
  category: 'layout',
  properties: storeHiddenProperties,
  fields: [
    {
      kind: 'text',
      name: 'note',
      label: 'Note',
      help: 'Shown to your team above the hidden blocks.',
      group: 'Content',
      maxLength: 200,
    },
  ],
  size: { default: 12 },
  children: { allowed: '*' },
  component: StoreHidden,
  styles: `
.block-storeHidden--visible { padding: 0.75em; border: 1px dashed ${themeVar('border.color')}; border-radius: ${themeVar('border.radius')}; }
.block-storeHidden__note { margin: 0 0 0.5em; font-family: ${themeVar('text.font')}; font-size: 0.8125rem; color: ${themeVar('text.muted')}; }
`,
});
