/**
 * Consent as Google's Consent Mode reads it. Apart from the cookie code (consent.ts), so
 * the storefront's first page can apply a remembered choice without a cookie parser.
 */
export type ConsentValue = 'granted' | 'denied';
export interface Consent {
  analytics: ConsentValue;
  ads: ConsentValue;
}

/** Consent Mode's update for a choice (`gtag('consent', 'update', ...)`). */
export function consentModeUpdate(consent: Consent): Record<string, ConsentValue> {
  return {
    analytics_storage: consent.analytics,
    ad_storage: consent.ads,
    ad_user_data: consent.ads,
    ad_personalization: consent.ads,
  };
}
