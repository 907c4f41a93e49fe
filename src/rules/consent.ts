import { parseCookie, stringifySetCookie } from 'cookie';

/**
 * Cookie consent, in Consent Mode's terms: analytics and ads are each granted or denied;
 * essential cookies (basket, session, CSRF) need no consent. Accepting all grants both;
 * "essential only" denies both; preferences choose each. The choice is remembered in a
 * first-party cookie for CONSENT_DAYS, and analytics starts ANALYTICS_DELAY_MS after the
 * store's core data loads, only when granted.
 */
import { type Consent, type ConsentValue } from './consentMode';

export { consentModeUpdate, type Consent, type ConsentValue } from './consentMode';

export const CONSENT_COOKIE = 'cookie-consent';
export const CONSENT_DAYS = 365;
export const ANALYTICS_DELAY_MS = 5000;
/** The `cgi` query value that hides the cookie banner (spec, storefront states). */
export const HIDE_BANNER_CGI = '5';

export const ACCEPT_ALL: Consent = { analytics: 'granted', ads: 'granted' };
export const ESSENTIAL_ONLY: Consent = { analytics: 'denied', ads: 'denied' };

const isValue = (value: unknown): value is ConsentValue =>
  value === 'granted' || value === 'denied';

/** The remembered choice in a Cookie header or `document.cookie`, or null when none (or unreadable). */
export function readConsent(cookieHeader: string): Consent | null {
  return consentFromCookieValue(parseCookie(cookieHeader)[CONSENT_COOKIE]);
}

/** The choice in the consent cookie's value (as a server's cookie parser hands it over). */
export function consentFromCookieValue(raw: string | undefined): Consent | null {
  if (!raw) return null;
  const [analytics, ads] = raw.split('.');
  return isValue(analytics) && isValue(ads) ? { analytics, ads } : null;
}

/** The Set-Cookie / `document.cookie` string that remembers a choice. */
export function consentCookie(consent: Consent, secure: boolean): string {
  return stringifySetCookie({
    name: CONSENT_COOKIE,
    value: `${consent.analytics}.${consent.ads}`,
    path: '/',
    maxAge: CONSENT_DAYS * 24 * 60 * 60,
    sameSite: 'lax',
    secure,
  });
}

/**
 * Whether the banner asks: the store has the cookie-policy plugin, the shopper has not
 * chosen yet, and the page was not opened with `cgi=5`.
 */
export function shouldAskConsent(args: {
  hasCookiePolicy: boolean;
  consent: Consent | null;
  cgi: string | null;
}): boolean {
  return args.hasCookiePolicy && args.consent === null && args.cgi !== HIDE_BANNER_CGI;
}
