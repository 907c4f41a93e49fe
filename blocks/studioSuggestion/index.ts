import { defineBlock } from '../../src/registry';
import { StudioSuggestionMail } from './mail';
import { studioSuggestionProperties } from './properties';
import StudioSuggestionBlock from './view';
import { studioSuggestionStyles } from './styles';

export default defineBlock({
  name: 'studioSuggestion',
  title: 'Studio suggestion',
  description: 'Invites shoppers to design their own product in the studio.',
  category: 'marketing',
  compatibility: ['page', 'mail'],
  properties: studioSuggestionProperties,
  fields: [
    { kind: 'text', name: 'title', label: 'Title', group: 'Content', maxLength: 80 },
    { kind: 'textarea', name: 'copy', label: 'Copy', group: 'Content', rows: 3, maxLength: 300 },
    { kind: 'image', name: 'image', label: 'Image', group: 'Content' },
    {
      kind: 'text',
      name: 'imageAlt',
      label: 'Image description',
      help: 'What the image shows, for screen readers. Leave empty if it is decoration.',
      group: 'Content',
    },
    { kind: 'text', name: 'buttonText', label: 'Button text', group: 'Content', maxLength: 40 },
    {
      kind: 'text',
      name: 'customiseItUrl',
      label: 'Studio product',
      help: 'The customise-it name of the product the studio opens on; empty opens the studio.',
      group: 'Content',
      placeholder: 'organic-cotton-tee',
    },
    {
      kind: 'select',
      name: 'imagePosition',
      label: 'Image position',
      group: 'Style',
      options: [
        { value: 'left', label: 'Left' },
        { value: 'right', label: 'Right' },
      ],
    },
  ],
  component: StudioSuggestionBlock,
  mail: StudioSuggestionMail,
  styles: studioSuggestionStyles,
});
