import { defineBlock } from '../../src/registry';
import { themeVar } from '../../themes/base';
import AnnouncementV2 from './view';
import { ANNOUNCEMENT_V2_MAX_MESSAGES, NEW_MESSAGE, announcementV2Properties } from './properties';

export default defineBlock({
  name: 'announcementV2',
  title: 'Announcement bar',
  description:
    'A bar of up to three short messages (delivery, returns, reviews), optionally dismissible.',
  category: 'marketing',
  properties: announcementV2Properties,
  fields: [
    {
      kind: 'list',
      name: 'messages',
      label: 'Messages',
      itemLabel: 'Message',
      group: 'Content',
      max: ANNOUNCEMENT_V2_MAX_MESSAGES,
      newItem: { ...NEW_MESSAGE },
      fields: [
        { kind: 'text', name: 'text', label: 'Text', maxLength: 120 },
        { kind: 'text', name: 'icon', label: 'Icon', help: 'A Font Awesome icon name.' },
        { kind: 'link', name: 'href', label: 'Link' },
      ],
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
        { value: 'space-between', label: 'Spread out' },
      ],
    },
    { kind: 'toggle', name: 'dismissible', label: 'Shoppers can close it', group: 'Behaviour' },
  ],
  size: { default: 12 },
  component: AnnouncementV2,
  styles: `
.block-announcementV2 {
  display: flex;
  align-items: center;
  gap: 1em;
  padding: 0.6em 1em;
  border-radius: ${themeVar('announcement.borderRadius')};
  background: ${themeVar('announcement.v2.background')};
  color: ${themeVar('announcement.v2.color')};
  font-family: ${themeVar('text.font')};
  font-size: 0.875rem;
}
.block-announcementV2[hidden] { display: none; }
.block-announcementV2__messages {
  display: flex;
  flex: 1;
  flex-wrap: wrap;
  gap: 0.5em 1.5em;
  margin: 0;
  padding: 0;
  list-style: none;
}
.block-announcementV2--left .block-announcementV2__messages { justify-content: flex-start; }
.block-announcementV2--center .block-announcementV2__messages { justify-content: center; }
.block-announcementV2--right .block-announcementV2__messages { justify-content: flex-end; }
.block-announcementV2--space-between .block-announcementV2__messages { justify-content: space-between; }
.block-announcementV2__message { display: inline-flex; align-items: center; gap: 0.5em; }
.block-announcementV2__link { color: inherit; }
.block-announcementV2__close {
  padding: 0 0.25em;
  border: 0;
  background: none;
  color: inherit;
  font-size: 1.25em;
  line-height: 1;
  cursor: pointer;
}
.block-announcementV2__link:focus-visible, .block-announcementV2__close:focus-visible { outline: 2px solid currentColor; outline-offset: 2px; }
`,
  interactive: true,
});
