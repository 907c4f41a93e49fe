import { defineBlock } from '../../src/registry';
import { NewsletterSubscribeMail } from './mail';
import NewsletterSubscribeBlock from './view';
import { newsletterSubscribeProperties } from './properties';
import { newsletterSubscribeStyles } from './styles';

export default defineBlock({
  name: 'newsletterSubscribe',
  title: 'Newsletter sign-up',
  description: 'A form shoppers use to join your mailing list.',
  category: 'marketing',
  compatibility: ['page', 'mail'],
  properties: newsletterSubscribeProperties,
  fields: [
    { kind: 'text', name: 'title', label: 'Title', group: 'Content', maxLength: 80 },
    { kind: 'textarea', name: 'copy', label: 'Copy', group: 'Content', rows: 2, maxLength: 300 },
    { kind: 'text', name: 'buttonText', label: 'Button text', group: 'Content', maxLength: 30 },
    {
      kind: 'text',
      name: 'mailingList',
      label: 'Mailing list',
      help: "Empty uses your store's default list.",
      group: 'Content',
    },
    {
      kind: 'text',
      name: 'font',
      label: 'Font',
      help: "A font name; empty uses your theme's font.",
      group: 'Style',
    },
    { kind: 'colour', name: 'backgroundColor', label: 'Background colour', group: 'Style' },
    {
      kind: 'link',
      name: 'mailLink',
      label: 'Email button link',
      help: 'In emails, the Subscribe button leads here.',
      group: 'Mail',
    },
  ],
  component: NewsletterSubscribeBlock,
  mail: NewsletterSubscribeMail,
  styles: newsletterSubscribeStyles,
  interactive: true,
});
