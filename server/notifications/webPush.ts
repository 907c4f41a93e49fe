import webpush from 'web-push';
import type { NotificationsRepository, PushSubscriptionRecord } from './repository';

/**
 * Web push through the `web-push` library (VAPID JWT, aes128gcm payload encryption). The
 * key pair is generated on first start and kept in the database, so every server process
 * and every restart signs with the same key the browsers subscribed with.
 */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export async function ensureVapidKeys(
  repo: Pick<NotificationsRepository, 'vapidKeys' | 'storeVapidKeys'>,
  now: string,
): Promise<VapidKeys> {
  const stored = await repo.vapidKeys();
  if (stored) return { publicKey: stored.public_key, privateKey: stored.private_key };
  const fresh = webpush.generateVAPIDKeys();
  const kept = await repo.storeVapidKeys(fresh.publicKey, fresh.privateKey, now);
  return { publicKey: kept.public_key, privateKey: kept.private_key };
}

/** A day: a phone offline longer gets the notification in-app instead. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
const PUSH_TIMEOUT_MS = 10_000;

export interface PushPayload {
  id: number;
  title: string;
  body: string;
  image: string | null;
  href: string | null;
  tag: string | null;
}

export interface PushSender {
  /** Sends to each subscription; a subscription the push service says is gone is removed. */
  send(subscriptions: readonly PushSubscriptionRecord[], payload: PushPayload): Promise<number>;
}

export function createPushSender(deps: {
  keys: () => Promise<VapidKeys>;
  subject: string;
  removeSubscription: (endpoint: string) => Promise<void>;
  onError?: (error: unknown, endpoint: string) => void;
}): PushSender {
  return {
    async send(subscriptions, payload) {
      if (subscriptions.length === 0) return 0;
      const keys = await deps.keys();
      let sent = 0;
      for (const subscription of subscriptions) {
        try {
          // web-push builds the request (VAPID JWT, aes128gcm body); fetch sends it, so
          // the push service's answer is read here and plain-http endpoints work in tests.
          const details = webpush.generateRequestDetails(
            {
              endpoint: subscription.endpoint,
              keys: { p256dh: subscription.p256dh, auth: subscription.auth },
            },
            JSON.stringify(payload),
            {
              vapidDetails: { subject: deps.subject, ...keys },
              TTL: PUSH_TTL_SECONDS,
              contentEncoding: 'aes128gcm',
            },
          );
          const response = await fetch(details.endpoint, {
            method: details.method,
            headers: details.headers as Record<string, string>,
            body: details.body ? new Uint8Array(details.body) : null,
            signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
          });
          await response.arrayBuffer();
          if (!response.ok)
            throw Object.assign(new Error(`push service answered ${response.status}`), {
              statusCode: response.status,
            });
          sent += 1;
        } catch (error) {
          const status = (error as { statusCode?: number }).statusCode;
          // 404 and 410: the browser unsubscribed or the subscription expired (RFC 8030).
          if (status === 404 || status === 410)
            await deps.removeSubscription(subscription.endpoint);
          else deps.onError?.(error, subscription.endpoint);
        }
      }
      return sent;
    },
  };
}
