import { TEXT_SHADOWS } from '../../src/model/styleValues';
import { defineBlock } from '../../src/registry';
import Announcement from './view';
import { AnnouncementMail } from './mail';
import { announcementProperties } from './properties';
import { announcementStyles } from './styles';

export default defineBlock({
  name: 'announcement',
  title: 'Announcement',
  description: 'A one-line notice with an icon and an optional button, e.g. free delivery.',
  category: 'marketing',
  compatibility: ['page', 'mail'],
  properties: announcementProperties,
  fields: [
    { kind: 'text', name: 'text', label: 'Text', group: 'Content', maxLength: 200 },
    {
      kind: 'text',
      name: 'icon',
      label: 'Icon',
      help: 'A Font Awesome icon name, e.g. "truck".',
      group: 'Content',
    },
    { kind: 'colour', name: 'iconColor', label: 'Icon colour', group: 'Style' },
    { kind: 'colour', name: 'textColor', label: 'Text colour', group: 'Style' },
    { kind: 'colour', name: 'backgroundColor', label: 'Background colour', group: 'Style' },
    {
      kind: 'select',
      name: 'alignment',
      label: 'Alignment',
      group: 'Style',
      options: [
        { value: 'left', label: 'Left' },
        { value: 'center', label: 'Centre' },
        { value: 'right', label: 'Right' },
        { value: 'space-between', label: 'Spread out' },
      ],
    },
    {
      kind: 'select',
      name: 'textShadow',
      label: 'Text shadow',
      group: 'Style',
      options: TEXT_SHADOWS.map((value) => ({
        value,
        label: value.charAt(0).toUpperCase() + value.slice(1),
      })),
    },
    {
      kind: 'object',
      name: 'action',
      label: 'Action',
      group: 'Action',
      help: 'A button or link beside the text. It shows only with text and somewhere to go.',
      fields: [
        { kind: 'text', name: 'text', label: 'Button text', maxLength: 40 },
        { kind: 'link', name: 'href', label: 'Link' },
        {
          kind: 'text',
          name: 'action',
          label: 'In-page action',
          help: 'Instead of a link: an action name such as "open-basket".',
        },
        {
          kind: 'select',
          name: 'target',
          label: 'Opens in',
          options: [
            { value: '', label: 'Automatic' },
            { value: '_self', label: 'This tab' },
            { value: '_blank', label: 'A new tab' },
          ],
        },
        {
          kind: 'text',
          name: 'icon',
          label: 'Icon',
          help: 'A Font Awesome icon name, e.g. "arrow-right".',
        },
      ],
    },
    {
      kind: 'select',
      name: 'actionStyle',
      label: 'Action style',
      group: 'Action',
      options: [
        { value: 'primary', label: 'Primary button' },
        { value: 'secondary', label: 'Secondary button' },
        { value: 'none', label: 'Plain link' },
      ],
    },
  ],
  size: { default: 12 },
  component: Announcement,
  mail: AnnouncementMail,
  styles: announcementStyles,
});
