import { createTracker, type Tracker } from './tracker';

/** Where the shopper's random visitor id is kept, once analytics consent is given. */
export const VISITOR_KEY = 'tml-visitor';
const LOG_EVENT_PATH = '/omnis/v3/events/logEvent/';

function newVisitorId(): string {
  return crypto.randomUUID().replace(/-/g, '');
}

let visitorId: string | null = null;
/** Random per visitor, stored only after consent (before that, events do not leave). */
function visitor(): string {
  if (visitorId) return visitorId;
  try {
    visitorId = localStorage.getItem(VISITOR_KEY);
    if (!visitorId) {
      visitorId = newVisitorId();
      localStorage.setItem(VISITOR_KEY, visitorId);
    }
  } catch {
    visitorId = visitorId ?? newVisitorId(); // storage refused: one id for this page's life
  }
  return visitorId;
}

/** Consent withdrawn: the id goes, so a later visit is not linked to this one. */
export function forgetVisitor(): void {
  visitorId = null;
  try {
    localStorage.removeItem(VISITOR_KEY);
  } catch {
    // storage refused: nothing was kept
  }
}

let tracker: Tracker | null = null;
let divisionId: number | null = null;

/** The storefront's one tracker (client only); events queue in memory until it starts. */
export function storefrontTracker(division: number | null = divisionId): Tracker {
  divisionId = division;
  tracker ??= createTracker(
    {
      send: (body) =>
        void fetch(LOG_EVENT_PATH, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
          keepalive: true,
        }).catch(() => undefined), // analytics never bothers the shopper
      beacon: (body) =>
        typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(LOG_EVENT_PATH, body),
      setInterval: (run, ms) => {
        const timer = window.setInterval(run, ms);
        return () => window.clearInterval(timer);
      },
    },
    visitor,
    division === null ? {} : { division },
  );
  return tracker;
}

/** An analytics event from anywhere in the storefront (add to basket, checkout...). */
export function trackEvent(name: string, data: Record<string, unknown> = {}): void {
  if (typeof window === 'undefined') return;
  storefrontTracker().track(name, data);
}

/**
 * Starts sending: not for bots (isbot, loaded here only). Registers the page-hide flush;
 * returns the cleanup.
 */
export async function startTracking(): Promise<() => void> {
  const { isBotUserAgent } = await import('../../src/flags/bots');
  const active = storefrontTracker();
  if (isBotUserAgent(navigator.userAgent)) {
    active.stop();
    return () => undefined;
  }
  visitor(); // consent is given: the visitor's id is kept from now on
  active.start();
  const onHide = () => {
    if (document.visibilityState === 'hidden') active.flushOnHide();
  };
  const onPageHide = () => active.flushOnHide();
  document.addEventListener('visibilitychange', onHide);
  window.addEventListener('pagehide', onPageHide);
  return () => {
    document.removeEventListener('visibilitychange', onHide);
    window.removeEventListener('pagehide', onPageHide);
  };
}
