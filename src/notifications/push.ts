import { z } from 'zod';

/** The browser's push permission levels (Notification.permission). */
export const PUSH_PERMISSIONS = ['default', 'granted', 'denied'] as const;
export type PushPermission = (typeof PUSH_PERMISSIONS)[number];

export const PUSH_MESSAGES = {
  /** Logged when subscribing fails (spec page-builder §8). */
  subscribeFailed: 'Unable to create push subscription for user',
} as const;

/** `POST /notifications/subscriptions/`: the browser's subscription plus extras. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2000),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});
export const subscriptionRequestSchema = z.object({
  subscription: pushSubscriptionSchema,
  extras: z
    .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
    .default({}),
});
export type SubscriptionRequest = z.infer<typeof subscriptionRequestSchema>;

/**
 * What the client does about push for a signed-in user (spec page-builder §4): a browser
 * without push gets the push-not-supported dialog; with permission `default` it asks; with
 * `granted` it creates a subscription only if none exists; `denied` does nothing.
 */
export type PushStep = 'show-not-supported' | 'ask-permission' | 'subscribe' | 'nothing';

export function pushStep(input: {
  supported: boolean;
  permission: PushPermission;
  hasSubscription: boolean;
}): PushStep {
  if (!input.supported) return 'show-not-supported';
  if (input.permission === 'default') return 'ask-permission';
  if (input.permission === 'granted') return input.hasSubscription ? 'nothing' : 'subscribe';
  return 'nothing';
}
