import { useLocation } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { ANALYTICS_ENABLE_DELAY_MS } from '../../src/events/browserEvents';
import type { SplitTest } from '../../src/model';
import type { Consent } from '../../src/rules/consentMode';
import { forgetVisitor, startTracking, storefrontTracker } from './analytics';
import { useShopperConsent } from '../consent/useShopperConsent';

/** The idle callback that enables tracking waits at most 10 s (spec). */
export const TRACKING_IDLE_TIMEOUT_MS = 10_000;

/**
 * Storefront analytics: a page-view event after each navigation (the first marked
 * landing), queued in memory; sending starts 5 s after the core data loaded (hydration),
 * in an idle moment, and only while analytics consent is granted. Without consent nothing
 * leaves the browser and nothing is stored on it.
 */
export function useAnalytics(args: {
  hydrated: boolean;
  divisionId: number;
  consent: Consent | null;
  splitTests?: readonly SplitTest[];
}): void {
  const { hydrated, divisionId, consent, splitTests } = args;
  // The split tests this visitor was assigned (on the server): shown, so counted once per
  // page load (results count distinct visitors per variation).
  useEffect(() => {
    if (!hydrated) return;
    for (const test of splitTests ?? [])
      if (test.variation)
        storefrontTracker(divisionId).track('split_test_discovered', {
          splitTestId: test.id,
          variationId: test.variation.id,
        });
  }, [hydrated, divisionId, splitTests]);
  const pathname = useLocation({ select: (location) => location.pathname });
  useEffect(() => {
    if (hydrated) storefrontTracker(divisionId).pageView(pathname);
  }, [hydrated, divisionId, pathname]);

  const granted = useShopperConsent(consent, hydrated)?.analytics === 'granted';
  const started = useRef(false);
  useEffect(() => {
    if (!hydrated) return;
    if (!granted) {
      if (started.current) {
        // Withdrawn: what waits is dropped and the visitor id forgotten.
        storefrontTracker().stop();
        forgetVisitor();
        started.current = false;
      }
      return;
    }
    let cleanup: (() => void) | null = null;
    let cancelled = false;
    let idle: number | null = null;
    const timer = window.setTimeout(() => {
      const begin = () => {
        void startTracking().then((stop) => {
          started.current = true;
          if (cancelled) stop();
          else cleanup = stop;
        });
      };
      if (typeof window.requestIdleCallback === 'function')
        idle = window.requestIdleCallback(begin, { timeout: TRACKING_IDLE_TIMEOUT_MS });
      else begin();
    }, ANALYTICS_ENABLE_DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      if (idle !== null) window.cancelIdleCallback(idle);
      cleanup?.();
    };
  }, [hydrated, granted]);
}
