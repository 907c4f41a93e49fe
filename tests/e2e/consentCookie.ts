import type { BrowserContext } from 'playwright-core';
import { CONSENT_COOKIE } from '../../src/rules/consent';
import { OFFER_COOKIE } from '../../src/rules/subscriberOffer';

/**
 * Most browser tests are about something other than the cookie banner: they start as a
 * shopper who already chose (everything allowed), so the banner does not cover what they
 * click or photograph. tests/e2e/consent.e2e.ts starts without it.
 */
export async function rememberConsent(context: BrowserContext, origin: string): Promise<void> {
  await context.addCookies([{ name: CONSENT_COOKIE, value: 'granted.granted', url: origin }]);
}

/**
 * Likewise the subscriber offer, which opens 30 s into a visit: most tests start as a
 * shopper who dismissed it. tests/e2e/subscriber-offer.e2e.ts starts without it.
 */
export async function rememberOfferAnswered(
  context: BrowserContext,
  origin: string,
): Promise<void> {
  await context.addCookies([{ name: OFFER_COOKIE, value: 'dismissed', url: origin }]);
}
