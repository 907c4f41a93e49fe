import { defineBlock } from '../../src/registry';
import { themeVar } from '../../themes/base';
import BadgeProgress from './view';
import { badgeProgressProperties } from './properties';

export default defineBlock({
  name: 'badgeProgress',
  title: 'Badge progress',
  description: "A progress bar towards the seller's next badge.",
  category: 'dashboard',
  properties: badgeProgressProperties,
  fields: [
    { kind: 'text', name: 'title', label: 'Title', group: 'Content', maxLength: 80 },
    { kind: 'number', name: 'value', label: 'Reached', group: 'Data', min: 0 },
    { kind: 'number', name: 'max', label: 'Goal', group: 'Data', min: 1 },
    {
      kind: 'text',
      name: 'unit',
      label: 'Counting',
      placeholder: 'sales',
      group: 'Content',
      maxLength: 30,
    },
  ],
  size: { default: 6 },
  component: BadgeProgress,
  styles: `
.block-badgeProgress { display: flex; flex-direction: column; gap: 0.4em; font-family: ${themeVar('text.font')}; color: ${themeVar('text.color')}; }
.block-badgeProgress__header { display: flex; justify-content: space-between; gap: 1em; }
.block-badgeProgress__title { font-weight: 700; }
.block-badgeProgress__count { color: ${themeVar('text.muted')}; }
.block-badgeProgress__bar {
  width: 100%;
  height: 0.6em;
  appearance: none;
  border: 0;
  border-radius: 999px;
  overflow: hidden;
  background: ${themeVar('feature.background')};
  accent-color: ${themeVar('primary.color')};
}
.block-badgeProgress__bar::-webkit-progress-bar { background: ${themeVar('feature.background')}; }
.block-badgeProgress__bar::-webkit-progress-value { background: ${themeVar('primary.color')}; }
.block-badgeProgress__bar::-moz-progress-bar { background: ${themeVar('primary.color')}; }
`,
});
