import { describe, expect, it } from 'vitest';
import { storePluginsSchema } from '../model';
import {
  configuredTracking,
  facebookPixelId,
  pinterestTagId,
  trackingCspSources,
  trackingScripts,
  verificationMeta,
} from './trackingScripts';

const FACEBOOK_PIXEL = `<!-- Meta Pixel Code -->
<script>
!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){};t=b.createElement(e);
t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,
document,'script','https://connect.facebook.net/en_US/fbevents.js');
fbq('init', '123456789012345');
fbq('track', 'PageView');
</script>`;
const PINTEREST_PIXEL = `<script>
!function(e){}("https://s.pinimg.com/ct/core.js");
pintrk('load', '2612345678901', {em: '<user_email_address>'});
pintrk('page');
</script>`;

const plugins = storePluginsSchema.parse({
  analytics: { measurementId: 'G-1A2B3C4D5E', trackingId: 'UA-12345678-1' },
  marketing: {
    adsConversionId: '1234567890',
    adsConversionLabel: 'AbC-dEf_GhIjKlMnOpQ',
    googleVerification:
      '<meta name="google-site-verification" content="abcdefghijklmnopqrstuvwxyz012345" />',
  },
  'facebook-tracking-pixel': {
    pixel: FACEBOOK_PIXEL,
    verification: '<meta name="facebook-domain-verification" content="abcdefghij0123456789abcd" />',
  },
  pinterest: {
    pixel: PINTEREST_PIXEL,
    verification: '<meta name="p:domain_verify" content="0123456789abcdef0123456789abcdef"/>',
  },
});

const granted = { analytics: 'granted', ads: 'granted' } as const;

describe('trackingScripts', () => {
  it('loads nothing before the shopper chooses', () => {
    expect(trackingScripts(plugins, null)).toEqual([]);
  });

  it('loads nothing for "essential only"', () => {
    expect(trackingScripts(plugins, { analytics: 'denied', ads: 'denied' })).toEqual([]);
  });

  it('loads Google Analytics with analytics consent, with both ids configured', () => {
    expect(trackingScripts(plugins, { analytics: 'granted', ads: 'denied' })).toEqual([
      {
        vendor: 'google-analytics',
        purpose: 'analytics',
        src: 'https://www.googletagmanager.com/gtag/js?id=G-1A2B3C4D5E',
        ids: ['G-1A2B3C4D5E', 'UA-12345678-1'],
      },
    ]);
  });

  it('loads Google Ads, the Facebook pixel and the Pinterest tag with ad consent', () => {
    expect(trackingScripts(plugins, { analytics: 'denied', ads: 'granted' })).toEqual([
      {
        vendor: 'google-ads',
        purpose: 'ads',
        src: 'https://www.googletagmanager.com/gtag/js?id=AW-1234567890',
        ids: ['AW-1234567890', 'AW-1234567890/AbC-dEf_GhIjKlMnOpQ'],
      },
      {
        vendor: 'facebook',
        purpose: 'ads',
        src: 'https://connect.facebook.net/en_US/fbevents.js',
        ids: ['123456789012345'],
      },
      {
        vendor: 'pinterest',
        purpose: 'ads',
        src: 'https://s.pinimg.com/ct/core.js',
        ids: ['2612345678901'],
      },
    ]);
  });

  it('loads all four with "accept all"', () => {
    expect(trackingScripts(plugins, granted).map((script) => script.vendor)).toEqual([
      'google-analytics',
      'google-ads',
      'facebook',
      'pinterest',
    ]);
  });

  it('skips a plugin switched off, not installed, or without a valid id', () => {
    const some = storePluginsSchema.parse({
      analytics: { enabled: false, measurementId: 'G-1A2B3C4D5E' },
      marketing: { adsConversionId: '123456' },
      'facebook-tracking-pixel': { pixel: '<script>fbq("track")</script>' },
    });
    expect(configuredTracking(some)).toEqual([]);
    expect(trackingScripts(storePluginsSchema.parse({}), granted)).toEqual([]);
  });

  it('uses a UA-n-n tracking id alone, and the Ads id without a label', () => {
    const some = storePluginsSchema.parse({
      analytics: { trackingId: 'UA-1-2' },
      marketing: { adsConversionId: '1234567' },
    });
    expect(trackingScripts(some, granted)).toEqual([
      expect.objectContaining({
        src: 'https://www.googletagmanager.com/gtag/js?id=UA-1-2',
        ids: ['UA-1-2'],
      }),
      expect.objectContaining({ ids: ['AW-1234567'] }),
    ]);
  });
});

describe('pixel ids', () => {
  it('reads the ids from the pasted snippets', () => {
    expect(facebookPixelId(FACEBOOK_PIXEL)).toBe('123456789012345');
    expect(pinterestTagId(PINTEREST_PIXEL)).toBe('2612345678901');
    expect(facebookPixelId(PINTEREST_PIXEL)).toBeNull();
    expect(pinterestTagId(FACEBOOK_PIXEL)).toBeNull();
  });
});

describe('trackingCspSources', () => {
  it('allows only the hosts of the configured plugins', () => {
    const gaOnly = storePluginsSchema.parse({ analytics: { measurementId: 'G-1A2B3C4D5E' } });
    expect(trackingCspSources(gaOnly).script).toEqual(['https://www.googletagmanager.com']);
    expect(trackingCspSources(storePluginsSchema.parse({}))).toEqual({ script: [], connect: [] });
    expect(trackingCspSources(plugins).script).toEqual([
      'https://www.googletagmanager.com',
      'https://www.googleadservices.com',
      'https://googleads.g.doubleclick.net',
      'https://connect.facebook.net',
      'https://s.pinimg.com',
    ]);
  });
});

describe('verificationMeta', () => {
  it('gives the name and content of each verification tag', () => {
    expect(verificationMeta(plugins)).toEqual([
      { name: 'google-site-verification', content: 'abcdefghijklmnopqrstuvwxyz012345' },
      { name: 'facebook-domain-verification', content: 'abcdefghij0123456789abcd' },
      { name: 'p:domain_verify', content: '0123456789abcdef0123456789abcdef' },
    ]);
  });

  it('drops a paste that is not the expected tag', () => {
    const wrong = storePluginsSchema.parse({
      pinterest: { verification: '<meta name="google-site-verification" content="x" />' },
      'facebook-tracking-pixel': { verification: '<script>alert(1)</script>' },
    });
    expect(verificationMeta(wrong)).toEqual([]);
  });
});
