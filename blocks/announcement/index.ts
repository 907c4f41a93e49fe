import { TEXT_SHADOWS } from '../../src/model/styleValues';
import { defineBlock } from '../../src/registry';
import { Announcement } from './Announcement';
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
