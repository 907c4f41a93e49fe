import { defineBlock } from '../../src/registry';
import { ProBenefitsMail } from './mail';
import ProBenefitsBlock from './view';
import { MAX_PRO_BENEFITS, proBenefitsProperties } from './properties';
import { proBenefitsStyles } from './styles';

export default defineBlock({
  name: 'proBenefits',
  title: 'Pro benefits',
  description: 'Lists what the Pro plan adds, with a link to upgrade.',
  category: 'dashboard',
  compatibility: ['page', 'mail'],
  properties: proBenefitsProperties,
  fields: [
    { kind: 'text', name: 'title', label: 'Title', group: 'Content', maxLength: 80 },
    { kind: 'textarea', name: 'copy', label: 'Copy', group: 'Content', rows: 2, maxLength: 300 },
    {
      kind: 'list',
      name: 'benefits',
      label: 'Benefits',
      itemLabel: 'Benefit',
      group: 'Content',
      max: MAX_PRO_BENEFITS,
      newItem: { title: '', copy: '' },
      fields: [
        { kind: 'text', name: 'title', label: 'Benefit', maxLength: 60 },
        { kind: 'textarea', name: 'copy', label: 'Details', rows: 2, maxLength: 200 },
      ],
    },
    { kind: 'text', name: 'buttonText', label: 'Button text', group: 'Content', maxLength: 40 },
    {
      kind: 'link',
      name: 'href',
      label: 'Button link',
      help: 'Your plans page. Empty hides the button.',
      group: 'Content',
    },
  ],
  component: ProBenefitsBlock,
  mail: ProBenefitsMail,
  styles: proBenefitsStyles,
});
