import { consentModeUpdate, type Consent } from '../../src/rules/consentMode';
import type { TrackingScript } from '../../src/tracking/trackingScripts';
import { cookieDeletions, trackingCookieNames } from '../../src/tracking/trackingWithdrawal';
import { pageNonce } from '../head/pageNonce';

/**
 * Loads the store's tracking scripts into the page: each vendor's standard loader, async,
 * appended to the head (nothing is drawn, so nothing shifts), carrying the page's CSP
 * nonce. Each vendor's command queue is set up first, so the loader finds its
 * configuration waiting. A vendor loads once per page, whatever the navigation.
 */
type Queue = ((...args: unknown[]) => void) & { queue?: unknown[]; [key: string]: unknown };
type TrackingWindow = Window & {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  fbq?: Queue;
  _fbq?: Queue;
  pintrk?: Queue;
};

const loaded = new Set<string>();

/** Google's documented opt-out for one gtag destination: `window['ga-disable-<id>']`. */
function setGtagDisabled(id: string, disabled: boolean): void {
  (window as unknown as Record<string, unknown>)[`ga-disable-${id}`] = disabled;
}

function appendScript(src: string): void {
  if (loaded.has(src)) return;
  loaded.add(src);
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  const nonce = pageNonce();
  if (nonce) script.nonce = nonce;
  script.dataset.tracking = 'true';
  document.head.append(script);
}

function ensureGtag(target: TrackingWindow, consent: Consent): (...args: unknown[]) => void {
  if (!target.gtag) {
    target.dataLayer = target.dataLayer ?? [];
    const layer = target.dataLayer;
    // gtag.js reads `arguments` objects from the queue, as Google's own snippet pushes.
    target.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      layer.push(arguments);
    };
    target.gtag('consent', 'default', consentModeUpdate({ analytics: 'denied', ads: 'denied' }));
    target.gtag('js', new Date());
  }
  target.gtag('consent', 'update', consentModeUpdate(consent));
  return target.gtag;
}

function commandQueue(push: (queue: Queue, args: unknown[]) => void): Queue {
  const queue = ((...args: unknown[]) => push(queue, args)) as Queue;
  queue.queue = [];
  return queue;
}

/** Loads the scripts the consent allows (the rule in src/tracking decides which). */
export function loadTracking(scripts: readonly TrackingScript[], consent: Consent): void {
  const target = window as TrackingWindow;
  for (const script of scripts) {
    const key = `${script.vendor}:${script.ids.join(',')}`;
    if (loaded.has(key)) continue;
    loaded.add(key);
    if (script.vendor === 'google-analytics' || script.vendor === 'google-ads') {
      const gtag = ensureGtag(target, consent);
      for (const id of script.ids)
        if (!id.includes('/')) {
          setGtagDisabled(id, false);
          gtag('config', id);
        }
    } else if (script.vendor === 'facebook') {
      if (!target.fbq) {
        // The pixel's own stub: calls wait in `queue` until fbevents.js takes over.
        const fbq = commandQueue((queue, args) => {
          const callMethod = queue.callMethod as ((...a: unknown[]) => void) | undefined;
          if (callMethod) callMethod(...args);
          else queue.queue?.push(args);
        });
        fbq.push = fbq;
        fbq.loaded = true;
        fbq.version = '2.0';
        target.fbq = fbq;
        target._fbq = target._fbq ?? fbq;
      }
      target.fbq('consent', 'grant');
      for (const id of script.ids) target.fbq('init', id);
      target.fbq('track', 'PageView');
    } else {
      if (!target.pintrk) {
        const pintrk = commandQueue((queue, args) => queue.queue?.push(args));
        pintrk.version = '3.0';
        target.pintrk = pintrk;
      }
      for (const id of script.ids) target.pintrk('load', id);
      target.pintrk('page');
    }
    appendScript(script.src);
  }
}

/**
 * Takes away what a withdrawn consent no longer allows (the rule in
 * src/tracking/trackingWithdrawal.ts): Consent Mode is updated, each vendor is told through
 * its own documented switch to stop sending (gtag's `ga-disable-<id>`, the pixel's
 * `consent revoke`), its command queue is removed so nothing on the page reaches it any
 * more, its script tag goes and its first-party cookies are deleted. Code a script already
 * ran stays in memory until the next page load; the switches above are what silence it.
 */
export function unloadTracking(scripts: readonly TrackingScript[], consent: Consent): void {
  const target = window as TrackingWindow;
  if (target.gtag) target.gtag('consent', 'update', consentModeUpdate(consent));
  for (const script of scripts) {
    if (script.vendor === 'google-analytics' || script.vendor === 'google-ads') {
      for (const id of script.ids) if (!id.includes('/')) setGtagDisabled(id, true);
    } else if (script.vendor === 'facebook') {
      target.fbq?.('consent', 'revoke');
      delete target.fbq;
      delete target._fbq;
    } else {
      delete target.pintrk;
    }
    loaded.delete(`${script.vendor}:${script.ids.join(',')}`);
    loaded.delete(script.src);
    for (const element of document.head.querySelectorAll<HTMLScriptElement>(
      'script[data-tracking]',
    ))
      if (element.src === script.src) element.remove();
    for (const deletion of cookieDeletions(trackingCookieNames(script), window.location.hostname))
      document.cookie = deletion;
  }
}
