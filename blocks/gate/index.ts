import { defineBlock } from '../../src/registry';
import { themeVar } from '../../themes/base';
import Gate from './view';
import { gateProperties } from './properties';

export default defineBlock({
  name: 'gate',
  title: 'Gate',
  description: 'A check shoppers answer before seeing the page, such as an age confirmation.',
  category: 'marketing',
  properties: gateProperties,
  fields: [
    { kind: 'text', name: 'title', label: 'Question', group: 'Content', maxLength: 120 },
    { kind: 'textarea', name: 'text', label: 'Text', group: 'Content', rows: 3, maxLength: 400 },
    { kind: 'text', name: 'confirmText', label: 'Confirm button', group: 'Buttons', maxLength: 40 },
    { kind: 'text', name: 'declineText', label: 'Leave button', group: 'Buttons', maxLength: 40 },
    {
      kind: 'link',
      name: 'declineHref',
      label: 'Leave to',
      help: 'Empty hides the leave button.',
      group: 'Buttons',
    },
  ],
  size: { default: 12 },
  component: Gate,
  styles: `
.block-gate {
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: grid;
  place-items: center;
  padding: 1em;
  background: ${themeVar('gate.background')};
  color: ${themeVar('gate.color')};
  font-family: ${themeVar('text.font')};
}
.block-gate[hidden] { display: none; }
.block-gate--inline { position: static; z-index: auto; padding: 2em 1em; border-radius: ${themeVar('box.borderRadius')}; }
.block-gate__dialog { max-width: 32em; text-align: center; }
.block-gate__title { margin: 0 0 0.5em; font-family: ${themeVar('heading2.font')}; font-size: ${themeVar('heading2.size')}; }
.block-gate__text { margin: 0 0 1.5em; line-height: ${themeVar('text.lineHeight')}; }
.block-gate__actions { display: flex; flex-wrap: wrap; justify-content: center; gap: 0.75em; }
.block-gate__confirm, .block-gate__decline {
  padding: 0.75em 1.5em;
  border: 1px solid ${themeVar('button.borderColor')};
  border-radius: ${themeVar('button.borderRadius')};
  font: inherit;
  font-family: ${themeVar('button.font')};
  text-decoration: none;
  cursor: pointer;
}
.block-gate__confirm { background: ${themeVar('button.background')}; color: ${themeVar('button.color')}; }
.block-gate__decline { border-color: currentColor; background: transparent; color: inherit; }
.block-gate__confirm:focus-visible, .block-gate__decline:focus-visible { outline: 2px solid currentColor; outline-offset: 2px; }
`,
  interactive: true,
});
