import { afterEach, describe, expect, it, vi } from 'vitest';
import { applicationServerKey, turnOnPush } from './pushSubscription';

/** A browser with push: a service worker registration whose push manager we control. */
function fakeBrowser(options: {
  permission: NotificationPermission;
  answer?: NotificationPermission;
  existing?: boolean;
  subscribeFails?: boolean;
}) {
  const subscription = { toJSON: () => ({ endpoint: 'https://push.example/1', keys: {} }) };
  const pushManager = {
    getSubscription: vi.fn(async () => (options.existing ? subscription : null)),
    subscribe: vi.fn(async () => {
      if (options.subscribeFails) throw new Error('push service down');
      return subscription;
    }),
  };
  const register = vi.fn(async () => ({ pushManager }));
  vi.stubGlobal('navigator', { serviceWorker: { register }, userAgent: 'test' });
  vi.stubGlobal('window', { PushManager: class {}, Notification: class {} });
  vi.stubGlobal('Notification', {
    permission: options.permission,
    requestPermission: vi.fn(async () => options.answer ?? options.permission),
  });
  return { pushManager, register };
}

const deps = () => ({
  get: vi.fn(async () => ({ status: 200, body: { publicKey: 'AQID' } })),
  post: vi.fn(async () => ({ created: true })),
  log: vi.fn(),
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('turnOnPush', () => {
  it('reports no support where the browser lacks push', async () => {
    vi.stubGlobal('navigator', { userAgent: 'old' });
    vi.stubGlobal('window', {});
    expect(await turnOnPush(deps())).toBe('not-supported');
  });

  it('asks at default, then subscribes with the server key and sends subscription plus extras', async () => {
    const browser = fakeBrowser({ permission: 'default', answer: 'granted' });
    const d = deps();
    expect(await turnOnPush(d)).toBe('subscribed');
    expect(browser.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(browser.pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: new Uint8Array([1, 2, 3]),
    });
    expect(d.post).toHaveBeenCalledWith('/notifications/subscriptions/', {
      subscription: { endpoint: 'https://push.example/1', keys: {} },
      extras: { userAgent: 'test' },
    });
  });

  it('does not subscribe again when a subscription exists', async () => {
    const browser = fakeBrowser({ permission: 'granted', existing: true });
    expect(await turnOnPush(deps())).toBe('subscribed');
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
  });

  it('stops when permission is denied', async () => {
    const browser = fakeBrowser({ permission: 'default', answer: 'denied' });
    expect(await turnOnPush(deps())).toBe('denied');
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
  });

  it('logs the spec message when subscribing fails', async () => {
    fakeBrowser({ permission: 'granted', subscribeFails: true });
    const d = deps();
    expect(await turnOnPush(d)).toBe('failed');
    expect(d.log).toHaveBeenCalledWith(
      'Unable to create push subscription for user',
      expect.any(Error),
    );
  });

  it('decodes a base64url VAPID key', () => {
    expect([...applicationServerKey('_-8')]).toStrictEqual([255, 239]);
  });
});
