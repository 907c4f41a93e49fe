import { z } from 'zod';
import { NOTIFICATION_POSITIONS, NOTIFICATION_TEMPLATES } from './entity';

/** The builder's path in the dashboard (spec: query title, body, related, href). */
export const NOTIFICATION_BUILDER_PATH = '/marketing-tools/notifications/builder';

export const BUILDER_MESSAGES = {
  title: 'Give the notification a title',
  titleLength: 'Use at most 80 characters',
  bodyLength: 'Use at most 300 characters',
  product: 'Choose a product',
  channel: 'Send in-app, by push, or both',
  scheduledAt: 'Choose a time in the future',
  actionText: 'Give the action a label',
  actionHref: 'Give the action a link',
  fieldLabel: 'Give the field a label',
  fieldNames: 'Give each field a different label',
} as const;

/** At most this many buttons and this many form fields on one notification. */
export const MAX_NOTIFICATION_ACTIONS = 3;
export const MAX_NOTIFICATION_FORM_FIELDS = 3;

/** The kinds of form field a seller can add. */
export const NOTIFICATION_FIELD_TYPES = ['text', 'email', 'number'] as const;

/** An action as the seller writes it: a label and where it goes (a path, a web address, {handler}). */
export const builderActionSchema = z.object({
  text: z.string().trim().min(1, BUILDER_MESSAGES.actionText).max(40),
  href: z.string().trim().min(1, BUILDER_MESSAGES.actionHref).max(2000),
  primary: z.boolean().default(false),
});

/**
 * A form field's name, from its label: what the field's value is posted under
 * ("Shoe size" → "shoe_size").
 */
export const formFieldName = (label: string): string =>
  label
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '') || 'field';

export const builderFormFieldSchema = z.object({
  label: z.string().trim().min(1, BUILDER_MESSAGES.fieldLabel).max(60),
  type: z.enum(NOTIFICATION_FIELD_TYPES).default('text'),
});

export const NOTIFICATION_AUDIENCES = [
  'all-customers',
  'mailing-list',
  'product-customers',
] as const;
export type NotificationAudience = (typeof NOTIFICATION_AUDIENCES)[number];

/** What a seller sends from the builder: one notification for an audience of the store. */
export const composeNotificationSchema = z
  .object({
    title: z.string().trim().min(1, BUILDER_MESSAGES.title).max(80, BUILDER_MESSAGES.titleLength),
    body: z.string().trim().max(300, BUILDER_MESSAGES.bodyLength).default(''),
    image: z.string().trim().max(2000).nullable().default(null),
    href: z.string().trim().max(2000).nullable().default(null),
    related: z.string().trim().max(200).nullable().default(null),
    position: z.enum(NOTIFICATION_POSITIONS).default('top-right'),
    tag: z.string().trim().max(100).nullable().default(null),
    actions: z.array(builderActionSchema).max(MAX_NOTIFICATION_ACTIONS).default([]),
    /** Named from their labels (formFieldName); their values are posted with the data. */
    formFields: z
      .array(builderFormFieldSchema)
      .max(MAX_NOTIFICATION_FORM_FIELDS)
      .default([])
      .transform((fields) =>
        fields.map((field) => ({ name: formFieldName(field.label), ...field })),
      ),
    /** Its link is optional: without one the button only puts the notification away. */
    dismissAction: builderActionSchema
      .extend({ href: z.string().trim().max(2000).default('') })
      .nullable()
      .default(null),
    footerAction: builderActionSchema.nullable().default(null),
    template: z.enum(NOTIFICATION_TEMPLATES).default('Simple'),
    replacePrevious: z.boolean().default(false),
    mergable: z.boolean().default(false),
    audience: z.enum(NOTIFICATION_AUDIENCES).default('all-customers'),
    productId: z.number().int().positive().nullable().default(null),
    /** For the mailing-list audience: one list by name; null or empty for every list. */
    mailingList: z.string().trim().max(100).nullable().default(null),
    inApp: z.boolean().default(true),
    push: z.boolean().default(false),
    /** ISO time; null sends now. */
    scheduledAt: z.iso.datetime({ offset: true }).nullable().default(null),
  })
  .superRefine((value, ctx) => {
    if (value.audience === 'product-customers' && value.productId === null)
      ctx.addIssue({ code: 'custom', path: ['productId'], message: BUILDER_MESSAGES.product });
    if (!value.inApp && !value.push)
      ctx.addIssue({ code: 'custom', path: ['inApp'], message: BUILDER_MESSAGES.channel });
    const names = value.formFields.map((field) => field.name);
    if (new Set(names).size !== names.length)
      ctx.addIssue({ code: 'custom', path: ['formFields'], message: BUILDER_MESSAGES.fieldNames });
  });
export type ComposeNotification = z.infer<typeof composeNotificationSchema>;
/** What a client sends: the schema's input (defaults filled and field names derived on the server). */
export type ComposeNotificationInput = z.input<typeof composeNotificationSchema>;

export interface BuilderPrefill {
  title: string;
  body: string;
  related: string;
  href: string;
}

/** The builder's form starts from its query string: title, body, related, href. */
export function builderPrefill(search: string | URLSearchParams): BuilderPrefill {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const read = (key: string) => query.get(key) ?? '';
  return { title: read('title'), body: read('body'), related: read('related'), href: read('href') };
}

/** A schedule must be in the future by the store's clock (now, ms). */
export const isScheduleInFuture = (scheduledAt: string, now: number): boolean =>
  Date.parse(scheduledAt) > now;
