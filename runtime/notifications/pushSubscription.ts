import { pushStep, PUSH_MESSAGES, type PushPermission } from '../../src/notifications';

/** What turning push on ended in, for the panel to say. */
export type PushOutcome = 'not-supported' | 'denied' | 'subscribed' | 'failed';

export interface PushDeps {
  /** GET under /omnis/v3. */
  get: (path: string) => Promise<{ status: number; body: unknown }>;
  /** POST under /omnis/v3 with CSRF. */
  post: (path: string, body: unknown) => Promise<unknown>;
  log?: (message: string, error: unknown) => void;
}

export const pushSupported = (): boolean =>
  typeof navigator !== 'undefined' &&
  'serviceWorker' in navigator &&
  typeof window !== 'undefined' &&
  'PushManager' in window &&
  'Notification' in window;

/** A VAPID public key (base64url) as the bytes PushManager.subscribe takes. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * Turns push on for the signed-in user (spec: permission default, granted or denied;
 * subscribing creates a push subscription if none exists): asks for permission when it is
 * still `default`, registers the root service worker, subscribes with the server's VAPID
 * key and sends the subscription plus extras. Failure logs the spec's message.
 */
export async function turnOnPush(deps: PushDeps): Promise<PushOutcome> {
  const log = deps.log ?? ((message, error) => console.error(message, error));
  const supported = pushSupported();
  let permission: PushPermission = supported ? Notification.permission : 'default';
  try {
    const registration = supported
      ? await navigator.serviceWorker.register('/sw.js', { scope: '/' })
      : null;
    const existing = registration ? await registration.pushManager.getSubscription() : null;
    let step = pushStep({ supported, permission, hasSubscription: existing !== null });
    if (step === 'show-not-supported') return 'not-supported';
    if (step === 'ask-permission') {
      permission = await Notification.requestPermission();
      step = pushStep({ supported, permission, hasSubscription: existing !== null });
    }
    if (permission === 'denied') return 'denied';
    let subscription = existing;
    if (step === 'subscribe') {
      const key = await deps.get('/notifications/subscriptions/key/');
      const publicKey = (key.body as { publicKey?: string }).publicKey;
      if (key.status !== 200 || !publicKey) throw new Error(`key answered ${key.status}`);
      subscription = await registration!.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: applicationServerKey(publicKey),
      });
    }
    if (!subscription) return 'failed';
    // The server stores it only if it has none for this endpoint.
    await deps.post('/notifications/subscriptions/', {
      subscription: subscription.toJSON(),
      extras: { userAgent: navigator.userAgent.slice(0, 200) },
    });
    return 'subscribed';
  } catch (error) {
    log(PUSH_MESSAGES.subscribeFailed, error);
    return 'failed';
  }
}
