import { consentModeUpdate, type Consent } from '../../src/rules/consentMode';

/**
 * Google's Consent Mode through the standard `dataLayer` queue: everything starts denied,
 * and the shopper's choice updates it. Tags configured by the store's plugins read this
 * before they store anything, so nothing is tracked before consent.
 */
type ConsentWindow = Window & { dataLayer?: unknown[] };

function gtag(...args: unknown[]): void {
  const target = window as ConsentWindow;
  target.dataLayer = target.dataLayer ?? [];
  // gtag queues its arguments object, not an array: tags read `arguments`.
  target.dataLayer.push(args);
}

export function applyConsentDefaults(): void {
  gtag('consent', 'default', {
    analytics_storage: 'denied',
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
  });
}

export function applyConsent(consent: Consent): void {
  gtag('consent', 'update', consentModeUpdate(consent));
}
