/**
 * How the collaboration client gets back after a network cut. The provider's default
 * back-off doubles up to 30 s, so a seller whose network came back could wait half a
 * minute; here tries start quickly and are never more than 4 s apart (jittered, so a
 * server restart is not hit by every editor at once), and the browser's `online` event
 * or the tab becoming visible again tries at once.
 */
export const RECONNECT_BACKOFF = {
  delay: 500,
  factor: 2,
  minDelay: 250,
  maxDelay: 4_000,
  jitter: true,
} as const;

/** Calls `reconnect` when the browser says the network is back or the tab is shown again. */
export function onNetworkReturn(reconnect: () => void): () => void {
  if (typeof window === 'undefined' || typeof document === 'undefined') return () => undefined;
  const whenVisible = () => {
    if (document.visibilityState === 'visible') reconnect();
  };
  window.addEventListener('online', reconnect);
  document.addEventListener('visibilitychange', whenVisible);
  return () => {
    window.removeEventListener('online', reconnect);
    document.removeEventListener('visibilitychange', whenVisible);
  };
}

type EmitterSocket = { on?: (event: string, listener: () => void) => unknown };
type SocketClass = new (...args: never[]) => object;

/**
 * A Node WebSocket class (`ws`) made safe for the provider: the provider removes its
 * listeners before it closes a socket that is still connecting, and `ws` then emits
 * "WebSocket was closed before the connection was established" as an `error` event,
 * which with no listener left ends the process. A listener of our own that ignores it
 * keeps the process alive; the provider still hears errors through its own listeners
 * while they are attached. Browser WebSockets need nothing.
 */
export function safeNodeWebSocket<T extends SocketClass>(Polyfill: T): T {
  const Base = Polyfill as unknown as new (...args: unknown[]) => EmitterSocket;
  return class SafeWebSocket extends Base {
    constructor(...args: unknown[]) {
      super(...args);
      this.on?.('error', () => undefined);
    }
  } as unknown as T;
}
