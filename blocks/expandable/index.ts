import { defineBlock } from '../../src/registry';
import { themeVar } from '../../themes/base';
import Expandable from './view';
import { expandableProperties } from './properties';

export default defineBlock({
  name: 'expandable',
  title: 'Expandable',
  description: 'A titled section that opens and closes, holding any blocks (FAQs, size guides).',
  category: 'layout',
  properties: expandableProperties,
  fields: [
    { kind: 'text', name: 'title', label: 'Title', group: 'Content', maxLength: 200 },
    { kind: 'toggle', name: 'open', label: 'Start open', group: 'Behaviour' },
  ],
  size: { default: 12 },
  children: { allowed: '*' },
  component: Expandable,
  styles: `
.block-expandable { border-bottom: 1px solid ${themeVar('border.color')}; }
.block-expandable__heading { margin: 0; font-family: ${themeVar('heading3.font')}; font-size: 1.125rem; }
.block-expandable__toggle {
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 1em;
  width: 100%;
  padding: 1em 0;
  border: 0;
  background: none;
  color: ${themeVar('heading3.color')};
  font: inherit;
  text-align: left;
  cursor: pointer;
}
.block-expandable__toggle:focus-visible { outline: 2px solid ${themeVar('primary.color')}; outline-offset: 2px; }
.block-expandable__marker::before { content: "+"; font-size: 1.25em; line-height: 1; }
.block-expandable--open .block-expandable__marker::before { content: "\\2212"; }
.block-expandable__panel { padding-bottom: 1em; }
`,
  interactive: true,
});
