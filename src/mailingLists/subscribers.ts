import { z } from 'zod';
import { emailField, SESSION_MESSAGES } from '../model/session';

/**
 * Mailing-list subscriptions: the subscribe request (the spec's payload, plus the captcha
 * token the subscriber offer sends), double opt-in, and the seller's list of subscribers.
 */
export const SUBSCRIBER_MESSAGES = {
  /** Spec: the subscribe success message. */
  subscribed: "We've sent you an email to verify your subscription",
  /** Not in the spec: the confirmation page's words. */
  verified: 'Your subscription is confirmed',
  invalidLink: 'This confirmation link is invalid or has already been used',
  unsubscribed: 'You have been unsubscribed',
  invalidUnsubscribe: 'This unsubscribe link is invalid',
} as const;

const captchaToken = z.string().max(20_000).nullish();

export const subscribeRequestSchema = z.object({
  division: z.union([z.string(), z.number()]),
  mailingList: z.string().trim().min(1).max(100).default('newsletter'),
  email: emailField,
  firstName: z
    .string({ error: SESSION_MESSAGES.required })
    .trim()
    .min(1, SESSION_MESSAGES.required)
    .max(100),
  v3captchaToken: captchaToken,
  v2captchaToken: captchaToken,
});
export type SubscribeRequest = z.input<typeof subscribeRequestSchema>;

export const subscriptionTokenSchema = z.object({
  token: z.string().trim().min(1, SUBSCRIBER_MESSAGES.invalidLink).max(200),
});

export const subscriberQuerySchema = z.object({
  mailingList: z.string().trim().max(100).optional(),
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(25),
});

export const subscriberSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  mailingList: z.string(),
  subscribedAt: z.string(),
  verifiedAt: z.string(),
});
export type SubscriberView = z.infer<typeof subscriberSchema>;

export const subscriberPageSchema = z.object({
  subscribers: z.array(subscriberSchema),
  total: z.number(),
  page: z.number(),
  perPage: z.number(),
});
export type SubscriberPageView = z.infer<typeof subscriberPageSchema>;

/**
 * One CSV field: quoted when it holds a comma, quote or line break, and a leading `=`,
 * `+`, `-` or `@` defused with a quote mark so a spreadsheet never runs it as a formula
 * (a subscriber chooses their own first name).
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The subscribers as a CSV file with a header row, lines ended by CRLF (RFC 4180). */
export function subscribersCsv(subscribers: readonly SubscriberView[]): string {
  const rows = [
    ['email', 'first_name', 'mailing_list', 'subscribed_at', 'verified_at'],
    ...subscribers.map((s) => [s.email, s.firstName, s.mailingList, s.subscribedAt, s.verifiedAt]),
  ];
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
