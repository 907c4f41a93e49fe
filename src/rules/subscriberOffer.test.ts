import { describe, expect, it } from 'vitest';
import {
  cameFromMailCampaign,
  offerCookieFor,
  offerDueAt,
  offerMayShow,
  SUBSCRIBER_OFFER_DELAY_MS,
} from './subscriberOffer';

describe('the subscriber offer', () => {
  it('is due 30 s after the page opens', () => {
    expect(SUBSCRIBER_OFFER_DELAY_MS).toBe(30_000);
    expect(offerDueAt(1_000, false, null)).toBe(31_000);
  });

  it('on a first visit waits for the trigger and 30 s, whichever is later', () => {
    expect(offerDueAt(1_000, true, null)).toBeNull();
    expect(offerDueAt(1_000, true, 5_000)).toBe(31_000);
    expect(offerDueAt(1_000, true, 45_000)).toBe(45_000);
  });

  const shows = {
    pluginEnabled: true,
    offerCookie: null,
    notificationShowing: false,
    query: {},
  };

  it('shows only with the plugin, no offer cookie and no notification showing', () => {
    expect(offerMayShow(shows)).toBe(true);
    expect(offerMayShow({ ...shows, pluginEnabled: false })).toBe(false);
    expect(offerMayShow({ ...shows, offerCookie: 'dismissed' })).toBe(false);
    expect(offerMayShow({ ...shows, offerCookie: 'subscribed' })).toBe(false);
    expect(offerMayShow({ ...shows, notificationShowing: true })).toBe(false);
  });

  it('is skipped when cgi or utm_source_platform equals the mail-campaign value', () => {
    expect(cameFromMailCampaign({ cgi: 'mail-campaign' })).toBe(true);
    expect(cameFromMailCampaign({ utm_source_platform: 'mail-campaign' })).toBe(true);
    expect(cameFromMailCampaign({ cgi: '5', utm_source_platform: 'social' })).toBe(false);
    expect(offerMayShow({ ...shows, query: { cgi: 'mail-campaign' } })).toBe(false);
  });

  it('remembers subscribing for 365 days and dismissing for 30', () => {
    expect(offerCookieFor('subscribed')).toEqual({ value: 'subscribed', maxAge: 365 * 86_400 });
    expect(offerCookieFor('dismissed')).toEqual({ value: 'dismissed', maxAge: 30 * 86_400 });
  });
});
