import { z } from 'zod';
import { integer } from '../../src/model';
import { DEFAULT_LIVE_CHAT_GROUP, LIVE_CHAT_GROUPS } from '../../src/chat';

const groupId = z.union([
  z.literal(LIVE_CHAT_GROUPS.pro),
  z.literal(LIVE_CHAT_GROUPS.integrations),
  z.literal(LIVE_CHAT_GROUPS.support),
  z.literal(LIVE_CHAT_GROUPS.studio),
]);

/** Live chat block: group, title, body, image, buttonText, buttonStyle, showAfterSeconds. */
export const liveChatProperties = z.object({
  group: integer.pipe(groupId).default(DEFAULT_LIVE_CHAT_GROUP),
  title: z.string().default('Questions? Chat with us'),
  body: z
    .string()
    .default(
      'Our team can help with sizes, delivery and your order. We usually reply in a few minutes.',
    ),
  image: z.string().default(''),
  buttonText: z.string().default('Start a chat'),
  buttonStyle: z.enum(['primary', 'secondary']).default('primary'),
  /** Seconds after the page opens before the card appears; 0 shows it at once. */
  showAfterSeconds: integer.pipe(z.number().min(0).max(600)).default(0),
});

export type LiveChatProperties = z.output<typeof liveChatProperties>;
