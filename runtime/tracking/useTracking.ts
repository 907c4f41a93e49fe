import { useEffect, useState } from 'react';
import { ANALYTICS_ENABLE_DELAY_MS } from '../../src/events/analyticsEvents';
import type { StorePlugins } from '../../src/model';
import type { Consent } from '../../src/rules/consentMode';
import { configuredTracking, trackingScripts } from '../../src/tracking/trackingScripts';

/**
 * The store's tracking integrations (Google Analytics, Google Ads, the Facebook pixel, the
 * Pinterest tag) on the storefront: only after the shopper's consent (remembered in the
 * cookie or just chosen in the banner), never for bots, and 5 s after the core data
 * loaded (hydration), as analytics. What each consent loads is the rule in src/tracking.
 * A store without tracking plugins loads none of this code.
 */
export function useTracking(args: {
  hydrated: boolean;
  plugins: StorePlugins;
  consent: Consent | null;
}): void {
  const { hydrated, plugins, consent } = args;
  const configured = configuredTracking(plugins).length > 0;
  // A cached page's core data cannot know the shopper's choice: read their cookie then.
  const [cookieConsent, setCookieConsent] = useState<Consent | null>(null);
  useEffect(() => {
    if (!hydrated || !configured || consent !== null) return;
    let current = true;
    void import('../../src/rules/consent').then(
      ({ readConsent }) => current && setCookieConsent(readConsent(document.cookie)),
    );
    return () => {
      current = false;
    };
  }, [hydrated, configured, consent]);
  const effective = consent ?? cookieConsent;
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!hydrated || !configured) return;
    const timer = window.setTimeout(() => setReady(true), ANALYTICS_ENABLE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [hydrated, configured]);
  const scripts = trackingScripts(plugins, effective);
  const wanted = scripts.map((script) => script.src).join(' ');
  useEffect(() => {
    if (!ready || !effective || wanted === '') return;
    let cancelled = false;
    void Promise.all([import('../../src/flags/bots'), import('./loadTracking')]).then(
      ([{ isBotUserAgent }, { loadTracking }]) => {
        if (cancelled || isBotUserAgent(navigator.userAgent)) return;
        loadTracking(trackingScripts(plugins, effective), effective);
      },
    );
    return () => {
      cancelled = true;
    };
    // `wanted` stands for the scripts: a new consent object with the same outcome is no change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, wanted]);
}
