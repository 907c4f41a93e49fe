import { defineBlock } from '../../src/registry';
import Button from './view';
import { ButtonMail } from './mail';
import { buttonProperties } from './properties';
import { buttonStyles } from './styles';

export default defineBlock({
  name: 'button',
  title: 'Button',
  description: 'A call-to-action button linking to a page, a product, a URL or an action.',
  category: 'content',
  compatibility: ['page', 'mail'],
  properties: buttonProperties,
  fields: [
    { kind: 'text', name: 'text', label: 'Text', group: 'Content', maxLength: 60 },
    { kind: 'link', name: 'href', label: 'Link', group: 'Content' },
    {
      kind: 'toggle',
      name: 'primary',
      label: 'Primary style',
      help: 'Off uses the secondary button colours.',
      group: 'Style',
    },
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
    {
      kind: 'text',
      name: 'icon',
      label: 'Icon',
      help: 'A Font Awesome icon name, e.g. "arrow-right".',
      group: 'Style',
    },
  ],
  size: { default: 6 },
  component: Button,
  mail: ButtonMail,
  styles: buttonStyles,
});
