import { defineBlock } from '../../src/registry';
import { themeVar } from '../../themes/base';
import Action from './view';
import { actionProperties } from './properties';

export default defineBlock({
  name: 'action',
  title: 'Action button',
  description:
    'A button that opens something on the page, such as the live chat or a sign-up form.',
  category: 'content',
  properties: actionProperties,
  fields: [
    { kind: 'text', name: 'text', label: 'Text', group: 'Content', maxLength: 60 },
    {
      kind: 'text',
      name: 'action',
      label: 'Action',
      help: 'The in-page action to raise, e.g. "open-chat".',
      group: 'Content',
    },
    {
      kind: 'text',
      name: 'icon',
      label: 'Icon',
      help: 'A Font Awesome icon name.',
      group: 'Style',
    },
    { kind: 'toggle', name: 'primary', label: 'Primary style', group: 'Style' },
    {
      kind: 'select',
      name: 'alignment',
      label: 'Alignment',
      group: 'Style',
      options: [
        { value: 'left', label: 'Left' },
        { value: 'center', label: 'Centre' },
        { value: 'right', label: 'Right' },
      ],
    },
  ],
  size: { default: 6 },
  component: Action,
  styles: `
.block-action { display: flex; justify-content: center; }
.block-action--left { justify-content: flex-start; }
.block-action--right { justify-content: flex-end; }
.block-action__button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5em;
  width: 100%;
  max-width: 300px;
  padding: 0.75em 1.5em;
  border: 1px solid ${themeVar('button.borderColor')};
  border-radius: ${themeVar('button.borderRadius')};
  background: ${themeVar('button.background')};
  color: ${themeVar('button.color')};
  font: inherit;
  font-family: ${themeVar('button.font')};
  text-transform: ${themeVar('button.transform')};
  cursor: pointer;
}
.block-action__button--secondary {
  border-color: ${themeVar('button.secondary.borderColor')};
  background: ${themeVar('button.secondary.background')};
  color: ${themeVar('button.secondary.color')};
}
.block-action__button:disabled { opacity: 0.5; cursor: not-allowed; }
.block-action__button:focus-visible { outline: 2px solid ${themeVar('primary.color')}; outline-offset: 2px; }
`,
  interactive: true,
});
