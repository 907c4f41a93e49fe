import { defineBlock } from '../../src/registry';
import MailContactFormBlock from './view';
import { mailContactFormProperties } from './properties';
import { mailContactFormStyles } from './styles';

export default defineBlock({
  name: 'mailContactForm',
  title: 'Contact form',
  description: 'A form whose messages are emailed to you.',
  category: 'marketing',
  properties: mailContactFormProperties,
  fields: [
    { kind: 'text', name: 'title', label: 'Title', group: 'Content', maxLength: 80 },
    { kind: 'textarea', name: 'copy', label: 'Copy', group: 'Content', rows: 2, maxLength: 300 },
    {
      kind: 'text',
      name: 'contactEmail',
      label: 'Send messages to',
      help: 'Your email address. It is never shown on the page.',
      group: 'Content',
      placeholder: 'hello@yourstore.com',
    },
    { kind: 'text', name: 'buttonText', label: 'Button text', group: 'Content', maxLength: 30 },
  ],
  component: MailContactFormBlock,
  styles: mailContactFormStyles,
  interactive: true,
});
