import { defineBlock } from '../../src/registry';
import { themeVar } from '../../themes/base';
import Badge from './view';
import { badgeProperties } from './properties';

export default defineBlock({
  name: 'badge',
  title: 'Badge',
  description: 'An achievement badge for the seller dashboard, locked or unlocked.',
  category: 'dashboard',
  properties: badgeProperties,
  fields: [
    { kind: 'text', name: 'title', label: 'Title', group: 'Content', maxLength: 60 },
    {
      kind: 'textarea',
      name: 'description',
      label: 'Description',
      group: 'Content',
      rows: 2,
      maxLength: 200,
    },
    {
      kind: 'text',
      name: 'icon',
      label: 'Icon',
      help: 'A Font Awesome icon name.',
      group: 'Content',
    },
    { kind: 'text', name: 'code', label: 'Badge code', group: 'Data' },
    { kind: 'toggle', name: 'unlocked', label: 'Unlocked', group: 'Data' },
  ],
  size: { default: 3 },
  component: Badge,
  styles: `
.block-badge { display: flex; flex-direction: column; align-items: center; gap: 0.5em; margin: 0; text-align: center; font-family: ${themeVar('text.font')}; color: ${themeVar('text.color')}; }
.block-badge__medal {
  display: grid;
  place-items: center;
  width: 4em;
  height: 4em;
  border-radius: 50%;
  background: ${themeVar('feature.background')};
  color: ${themeVar('text.muted')};
  font-size: 1.25em;
}
.block-badge--unlocked .block-badge__medal { background: ${themeVar('primary.color')}; color: ${themeVar('primary.contrast')}; }
.block-badge:not(.block-badge--unlocked) .block-badge__title { color: ${themeVar('text.muted')}; }
.block-badge__caption { display: flex; flex-direction: column; gap: 0.25em; }
.block-badge__description { font-size: 0.875em; color: ${themeVar('text.muted')}; }
.block-badge__state { font-size: 0.75em; text-transform: uppercase; letter-spacing: 0.05em; color: ${themeVar('text.muted')}; }
.block-badge--unlocked .block-badge__state { color: ${themeVar('status.success')}; }
`,
});
