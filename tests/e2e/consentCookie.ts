import type { BrowserContext } from 'playwright-core';
import { CONSENT_COOKIE } from '../../src/rules/consent';

/**
 * Most browser tests are about something other than the cookie banner: they start as a
 * shopper who already chose (everything allowed), so the banner does not cover what they
 * click or photograph. tests/e2e/consent.e2e.ts starts without it.
 */
export async function rememberConsent(context: BrowserContext, origin: string): Promise<void> {
  await context.addCookies([{ name: CONSENT_COOKIE, value: 'granted.granted', url: origin }]);
}
