import { useEffect, useRef, useState } from 'react';
import { ANALYTICS_ENABLE_DELAY_MS } from '../../src/events/browserEvents';
import type { StorePlugins } from '../../src/model';
import type { Consent } from '../../src/rules/consentMode';
import { configuredTracking, trackingScripts } from '../../src/tracking/trackingScripts';
import { withdrawnTracking } from '../../src/tracking/trackingWithdrawal';
import { useShopperConsent } from '../consent/useShopperConsent';

/**
 * The store's tracking integrations (Google Analytics, Google Ads, the Facebook pixel, the
 * Pinterest tag) on the storefront: only after the shopper's consent (remembered in the
 * cookie or just chosen in the banner), never for bots, and 5 s after the core data
 * loaded (hydration), as analytics. What each consent loads is the rule in src/tracking.
 * A store without tracking plugins loads none of this code. A shopper who later withdraws
 * consent (Cookie preferences) has what it no longer allows taken away at once.
 */
export function useTracking(args: {
  hydrated: boolean;
  plugins: StorePlugins;
  consent: Consent | null;
}): void {
  const { hydrated, plugins, consent } = args;
  const configured = configuredTracking(plugins).length > 0;
  const effective = useShopperConsent(consent, hydrated, configured);
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

  const previous = useRef<Consent | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = effective;
    if (!effective) return;
    const withdrawn = withdrawnTracking(plugins, before, effective);
    if (withdrawn.length === 0) return;
    void import('./loadTracking').then(({ unloadTracking }) =>
      unloadTracking(withdrawn, effective),
    );
    // Only a change of consent takes anything away.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [effective]);
}
