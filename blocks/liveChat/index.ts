import { defineBlock } from '../../src/registry';
import { LIVE_CHAT_GROUPS } from '../../src/chat';
import LiveChatBlock from './view';
import { liveChatProperties } from './properties';
import { liveChatStyles } from './styles';

export default defineBlock({
  name: 'liveChat',
  title: 'Live chat',
  description: 'A card inviting shoppers to chat with your team, routed to a chat group.',
  category: 'marketing',
  properties: liveChatProperties,
  fields: [
    {
      kind: 'select',
      name: 'group',
      label: 'Chat group',
      group: 'Content',
      options: [
        { value: String(LIVE_CHAT_GROUPS.support), label: 'Support' },
        { value: String(LIVE_CHAT_GROUPS.pro), label: 'Pro' },
        { value: String(LIVE_CHAT_GROUPS.integrations), label: 'Integrations' },
        { value: String(LIVE_CHAT_GROUPS.studio), label: 'Studio' },
      ],
    },
    { kind: 'text', name: 'title', label: 'Title', group: 'Content', maxLength: 80 },
    { kind: 'textarea', name: 'body', label: 'Body', group: 'Content', rows: 3, maxLength: 400 },
    { kind: 'image', name: 'image', label: 'Image', group: 'Content' },
    { kind: 'text', name: 'buttonText', label: 'Button text', group: 'Content', maxLength: 40 },
    {
      kind: 'select',
      name: 'buttonStyle',
      label: 'Button style',
      group: 'Style',
      options: [
        { value: 'primary', label: 'Primary' },
        { value: 'secondary', label: 'Secondary' },
      ],
    },
    {
      kind: 'number',
      name: 'showAfterSeconds',
      label: 'Show after',
      help: 'Seconds after the page opens before the card appears (0: at once).',
      group: 'Behaviour',
      min: 0,
      max: 600,
      unit: 's',
    },
  ],
  size: { default: 6 },
  component: LiveChatBlock,
  styles: liveChatStyles,
  interactive: true,
});
