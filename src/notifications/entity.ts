import { z } from 'zod';

/**
 * The notification entity (spec page-builder §3 "Notification"): what one recipient sees.
 * The server stores it once per recipient; the client parses every read with this schema.
 */
export const NOTIFICATION_TEMPLATES = ['Shove', 'Bag', 'Simple'] as const;
export type NotificationTemplate = (typeof NOTIFICATION_TEMPLATES)[number];

export const NOTIFICATION_POSITIONS = ['header', 'top-right'] as const;
export type NotificationPosition = (typeof NOTIFICATION_POSITIONS)[number];

export const notificationActionSchema = z.object({
  text: z.string(),
  href: z.string(),
  primary: z.boolean().default(false),
});
export type NotificationAction = z.infer<typeof notificationActionSchema>;

export const notificationFormFieldSchema = z.object({
  name: z.string(),
  label: z.string(),
  type: z.string().default('text'),
});

export const notificationSchema = z.object({
  /** The recipient row's id: what mark-as-read and mark-as-deleted name. */
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  image: z.string().nullable(),
  href: z.string().nullable(),
  position: z.enum(NOTIFICATION_POSITIONS),
  data: z.record(z.string(), z.unknown()),
  tag: z.string().nullable(),
  formFields: z.array(notificationFormFieldSchema),
  actions: z.array(notificationActionSchema),
  dismissAction: notificationActionSchema.nullable(),
  footerAction: notificationActionSchema.nullable(),
  createdAt: z.string(),
  scheduledAt: z.string().nullable(),
  deletedAt: z.string().nullable(),
  openedAt: z.string().nullable(),
  template: z.enum(NOTIFICATION_TEMPLATES),
  replacePrevious: z.boolean(),
  mergable: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unread: z.number().int().min(0),
});
export type NotificationList = z.infer<typeof notificationListSchema>;
