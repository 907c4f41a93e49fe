import { z } from 'zod';
import { colourProperty, textShadowSchema } from '../../src/model/styleValues';
import { iconSchema } from '../../src/media';

/** The announcement's action (text, href or action, target, icon). */
export const announcementActionSchema = z.object({
  text: z.string().trim().max(40).default(''),
  href: z.string().trim().default(''),
  /** An in-page action name; wins over href. */
  action: z.string().trim().default(''),
  target: z.enum(['', '_self', '_blank']).default(''),
  icon: iconSchema.default(''),
});
export type AnnouncementAction = z.output<typeof announcementActionSchema>;

/** Announcement: actionStyle primary, secondary or none; alignment left, center, right or space-between. */
export const announcementProperties = z.object({
  icon: iconSchema.default('truck'),
  iconColor: colourProperty(),
  text: z.string().trim().max(200).default('Free delivery on orders over £50'),
  textColor: colourProperty(),
  backgroundColor: colourProperty(),
  action: announcementActionSchema.default({
    text: '',
    href: '',
    action: '',
    target: '',
    icon: '',
  }),
  actionStyle: z.enum(['primary', 'secondary', 'none']).default('secondary'),
  alignment: z.enum(['left', 'center', 'right', 'space-between']).default('center'),
  textShadow: textShadowSchema.default('none'),
});

export type AnnouncementProperties = z.output<typeof announcementProperties>;

/** The action's link target, or null when it has no text or nowhere to go. */
export function announcementTarget(action: AnnouncementAction): string | null {
  if (action.text === '') return null;
  const name = action.action.replace(/^@/, '');
  if (name) return `@${name}`;
  return action.href || null;
}
