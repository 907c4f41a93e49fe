import { defineBlock } from '../../src/registry';
import { themeVar } from '../../themes/base';
import AppIcon from './view';
import { appIconProperties } from './properties';

export default defineBlock({
  name: 'appIcon',
  title: 'App icon',
  description: 'A launcher tile with an icon and a label, linking to a page or tool.',
  category: 'dashboard',
  properties: appIconProperties,
  fields: [
    { kind: 'text', name: 'label', label: 'Label', group: 'Content', maxLength: 40 },
    { kind: 'link', name: 'href', label: 'Link', group: 'Content' },
    {
      kind: 'text',
      name: 'icon',
      label: 'Icon',
      help: 'A Font Awesome icon name.',
      group: 'Content',
    },
    { kind: 'colour', name: 'color', label: 'Icon colour', group: 'Style' },
    { kind: 'colour', name: 'backgroundColor', label: 'Tile colour', group: 'Style' },
  ],
  size: { default: 3 },
  component: AppIcon,
  styles: `
.block-appIcon { display: flex; justify-content: center; }
.block-appIcon__link { display: inline-flex; flex-direction: column; align-items: center; gap: 0.5em; color: ${themeVar('text.color')}; text-decoration: none; font-family: ${themeVar('text.font')}; }
.block-appIcon__tile {
  display: grid;
  place-items: center;
  width: 4rem;
  height: 4rem;
  border-radius: 22%;
  background: ${themeVar('primary.color')};
  color: ${themeVar('primary.contrast')};
  box-shadow: ${themeVar('shadow.default')};
  font-size: 1.75rem;
}
.block-appIcon__label { font-size: 0.875rem; text-align: center; }
.block-appIcon__link:hover .block-appIcon__label { text-decoration: underline; }
.block-appIcon__link:focus-visible { outline: 2px solid ${themeVar('primary.color')}; outline-offset: 4px; border-radius: 4px; }
`,
});
