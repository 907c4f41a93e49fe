import { z } from 'zod';
import { iconSchema } from '../../src/media';

/** One message of the bar: an icon, a short text, and an optional link. */
export const announcementMessageSchema = z.object({
  icon: iconSchema.default(''),
  text: z.string().trim().max(120).default(''),
  href: z.string().trim().default(''),
});
export type AnnouncementMessage = z.output<typeof announcementMessageSchema>;

export const NEW_MESSAGE: AnnouncementMessage = {
  icon: 'circle-check',
  text: 'New message',
  href: '',
};
export const ANNOUNCEMENT_V2_MAX_MESSAGES = 3;

/**
 * announcementV2: the newer announcement. Up to three short messages in one bar (free
 * delivery, returns, reviews), in the theme's `announcement.v2` colours, optionally
 * dismissible.
 */
export const announcementV2Properties = z.object({
  messages: z
    .array(announcementMessageSchema)
    .max(ANNOUNCEMENT_V2_MAX_MESSAGES)
    .default([
      { icon: 'truck', text: 'Free delivery over £50', href: '' },
      { icon: 'rotate-left', text: 'Free returns', href: '' },
    ]),
  alignment: z.enum(['left', 'center', 'right', 'space-between']).default('space-between'),
  /** Shows a close button; a closed bar stays closed for the rest of the visit. */
  dismissible: z.boolean().default(false),
});

export type AnnouncementV2Properties = z.output<typeof announcementV2Properties>;

/** The sessionStorage key remembering that a shopper closed this bar. */
export const dismissedKey = (blockUid: string): string => `announcementV2.dismissed.${blockUid}`;
