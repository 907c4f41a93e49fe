import { describe, expect, it } from 'vitest';
import {
  ACCEPT_ALL,
  ESSENTIAL_ONLY,
  consentCookie,
  consentModeUpdate,
  readConsent,
  shouldAskConsent,
} from './consent';

describe('cookie consent', () => {
  it('remembers a choice in a year-long first-party cookie and reads it back', () => {
    const cookie = consentCookie({ analytics: 'granted', ads: 'denied' }, true);
    expect(cookie).toBe(
      'cookie-consent=granted.denied; Max-Age=31536000; Path=/; Secure; SameSite=Lax',
    );
    expect(readConsent('currency=GBP; cookie-consent=granted.denied')).toEqual({
      analytics: 'granted',
      ads: 'denied',
    });
    expect(readConsent('cookie-consent=yes.please')).toBeNull();
    expect(readConsent('')).toBeNull();
  });

  it('asks only with the cookie-policy plugin, before a choice, and never with cgi=5', () => {
    expect(shouldAskConsent({ hasCookiePolicy: true, consent: null, cgi: null })).toBe(true);
    expect(shouldAskConsent({ hasCookiePolicy: true, consent: null, cgi: '5' })).toBe(false);
    expect(shouldAskConsent({ hasCookiePolicy: true, consent: ESSENTIAL_ONLY, cgi: null })).toBe(
      false,
    );
    expect(shouldAskConsent({ hasCookiePolicy: false, consent: null, cgi: null })).toBe(false);
  });

  it('grants analytics and ads storage on acceptance, in Consent Mode terms', () => {
    expect(consentModeUpdate(ACCEPT_ALL)).toEqual({
      analytics_storage: 'granted',
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    });
    expect(consentModeUpdate(ESSENTIAL_ONLY).analytics_storage).toBe('denied');
  });
});
