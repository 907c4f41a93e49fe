import { describe, expect, it } from 'vitest';
import { storePluginsSchema } from '../model';
import { ACCEPT_ALL, ESSENTIAL_ONLY } from '../rules/consent';
import {
  cookieDeletions,
  cookieDomains,
  trackingCookieNames,
  withdrawnTracking,
} from './trackingWithdrawal';

const plugins = storePluginsSchema.parse({
  analytics: { measurementId: 'G-1A2B3C4D5E', trackingId: 'UA-12345678-1' },
  'facebook-tracking-pixel': { pixel: "fbq('init', '123456789012345');" },
});
const vendors = (scripts: Array<{ vendor: string }>) => scripts.map((script) => script.vendor);

describe('withdrawnTracking', () => {
  it('takes away everything when a shopper who accepted all keeps essential cookies only', () => {
    expect(vendors(withdrawnTracking(plugins, ACCEPT_ALL, ESSENTIAL_ONLY))).toEqual([
      'google-analytics',
      'facebook',
    ]);
  });

  it('takes away only the purpose withdrawn', () => {
    const adsOnly = { analytics: 'denied', ads: 'granted' } as const;
    expect(vendors(withdrawnTracking(plugins, ACCEPT_ALL, adsOnly))).toEqual(['google-analytics']);
    const analyticsOnly = { analytics: 'granted', ads: 'denied' } as const;
    expect(vendors(withdrawnTracking(plugins, ACCEPT_ALL, analyticsOnly))).toEqual(['facebook']);
  });

  it('takes away nothing when consent is granted, kept, or never given', () => {
    expect(withdrawnTracking(plugins, ESSENTIAL_ONLY, ACCEPT_ALL)).toEqual([]);
    expect(withdrawnTracking(plugins, ACCEPT_ALL, ACCEPT_ALL)).toEqual([]);
    expect(withdrawnTracking(plugins, null, ESSENTIAL_ONLY)).toEqual([]);
  });
});

describe('trackingCookieNames', () => {
  it("names Google Analytics' cookies, with the ones derived from its ids", () => {
    const [analytics] = withdrawnTracking(plugins, ACCEPT_ALL, ESSENTIAL_ONLY);
    expect(trackingCookieNames(analytics!)).toEqual([
      '_ga',
      '_gid',
      '_gat',
      '_ga_1A2B3C4D5E',
      '_gat_gtag_UA_12345678_1',
    ]);
  });

  it("names the Facebook pixel's cookies", () => {
    const facebook = withdrawnTracking(plugins, ACCEPT_ALL, ESSENTIAL_ONLY)[1]!;
    expect(trackingCookieNames(facebook)).toEqual(['_fbp', '_fbc']);
  });
});

describe('cookieDeletions', () => {
  it('tries host-only and every parent domain, never a bare top-level domain', () => {
    expect(cookieDomains('shop.example.co.uk')).toEqual([
      undefined,
      'shop.example.co.uk',
      'example.co.uk',
      'co.uk',
    ]);
    expect(cookieDomains('localhost')).toEqual([undefined]);
    expect(cookieDomains('127.0.0.1')).toEqual([undefined]);
  });

  it('expires each cookie at the epoch on the root path', () => {
    expect(cookieDeletions(['_fbp'], 'demo.example.com')).toEqual([
      '_fbp=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT',
      '_fbp=; Domain=demo.example.com; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT',
      '_fbp=; Domain=example.com; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT',
    ]);
  });
});
