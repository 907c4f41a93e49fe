import { describe, expect, it } from 'vitest';
import { pluginInputSchemas } from './plugins';
import { dnsRecordFor, pointsToUs, settingsSectionSchemas } from './storeSettings';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

describe('plugin settings', () => {
  it('stores the currency plugin as the spec’s comma list, default among those offered', () => {
    expect(
      pluginInputSchemas.currency.parse({
        enabled: true,
        currency: 'gbp',
        currencies: ['GBP', 'usd', 'EUR', 'USD'],
      }),
    ).toStrictEqual({ enabled: true, currency: 'GBP', currencies: 'GBP,USD,EUR' });
    expect(
      firstMessage(
        pluginInputSchemas.currency.safeParse({
          enabled: true,
          currency: 'JPY',
          currencies: ['GBP'],
        }),
      ),
    ).toBe('The default currency must be one of those offered');
    expect(
      firstMessage(
        pluginInputSchemas.currency.safeParse({ enabled: true, currency: 'GBP', currencies: [] }),
      ),
    ).toBe('Choose at least one currency to offer');
  });

  it('checks tracking ids with the catalogue’s rules and messages', () => {
    const analytics = (measurementId: string, trackingId: string) =>
      firstMessage(
        pluginInputSchemas.analytics.safeParse({ enabled: true, measurementId, trackingId }),
      );
    expect(analytics('G-1A2B3C4D5E', 'UA-12345678-1')).toBeNull();
    expect(analytics('', '')).toBeNull();
    expect(analytics('UA-1', '')).toBe('Invalid Google Analytics measurement ID');
    expect(analytics('', 'UA-1')).toBe('Invalid Google Analytics tracking ID');
    const marketing = (adsConversionId: string, adsConversionLabel: string) =>
      firstMessage(
        pluginInputSchemas.marketing.safeParse({
          enabled: true,
          adsConversionId,
          adsConversionLabel,
          googleVerification: '',
        }),
      );
    expect(marketing('123456', '')).toBe('Invalid Google Ads conversion ID');
    expect(marketing('1234567', 'short')).toBe('Invalid Google Ads conversion label');
    expect(marketing('123456789012', 'abcdefghijklmnopqr')).toBeNull();
  });

  it('requires the Facebook and Pinterest verification tags (not optional in the spec)', () => {
    expect(
      firstMessage(
        pluginInputSchemas['facebook-tracking-pixel'].safeParse({
          enabled: true,
          pixel: '',
          verification: '',
        }),
      ),
    ).toBe('Invalid Facebook verification meta tag');
    expect(
      pluginInputSchemas.pinterest.safeParse({
        enabled: true,
        pixel: '',
        verification: '<meta name="p:domain_verify" content="0123456789abcdef0123456789abcdef"/>',
      }).success,
    ).toBe(true);
  });
});

describe('store settings sections', () => {
  it('validates and normalises a custom domain; blank removes it', () => {
    expect(
      settingsSectionSchemas.domain.parse({ customDomain: ' Shop.Example.com ' }),
    ).toStrictEqual({
      customDomain: 'shop.example.com',
    });
    expect(settingsSectionSchemas.domain.parse({ customDomain: '' })).toStrictEqual({
      customDomain: null,
    });
    expect(
      firstMessage(settingsSectionSchemas.domain.safeParse({ customDomain: 'not a domain' })),
    ).toBe('Please enter a valid domain');
  });

  it('refuses a search term twice, whatever its case, and an unsafe destination', () => {
    const search = (rows: { searchTerm: string; destinationUrl: string }[]) =>
      firstMessage(settingsSectionSchemas.search.safeParse({ searchRedirects: rows }));
    expect(search([{ searchTerm: 'Tees', destinationUrl: '/collection/tees/' }])).toBeNull();
    expect(
      search([
        { searchTerm: 'Tees', destinationUrl: '/a/' },
        { searchTerm: 'TEES', destinationUrl: '/b/' },
      ]),
    ).toBe('Each search term can redirect to one place only');
    expect(search([{ searchTerm: 'x', destinationUrl: 'javascript:alert(1)' }])).toBe(
      'Please enter a valid url',
    );
    expect(search([{ searchTerm: '', destinationUrl: '/' }])).toBe('This field is required');
  });

  it('refuses a storefront password with spaces around it', () => {
    const access = (password: string) =>
      firstMessage(
        settingsSectionSchemas.access.safeParse({
          passwordProtected: true,
          password,
          comingSoon: { enabled: false, launchDate: '' },
        }),
      );
    expect(access(' secret')).toBe('Password cannot start or end with spaces');
    expect(access('secret')).toBeNull();
  });
});

describe('custom domain DNS', () => {
  const target = { host: 'demo.localhost', address: '203.0.113.7' };
  it('asks for a CNAME on a subdomain and an A record on an apex domain', () => {
    expect(dnsRecordFor('shop.example.com', target)).toStrictEqual({
      type: 'CNAME',
      name: 'shop.example.com',
      value: 'demo.localhost',
    });
    expect(dnsRecordFor('example.com', target)).toStrictEqual({
      type: 'A',
      name: 'example.com',
      value: '203.0.113.7',
    });
  });

  it('says whether what DNS answered points at us', () => {
    expect(pointsToUs({ cnames: ['Demo.Localhost.'], addresses: [] }, target)).toBe(true);
    expect(pointsToUs({ cnames: [], addresses: ['203.0.113.7'] }, target)).toBe(true);
    expect(pointsToUs({ cnames: ['elsewhere.example'], addresses: ['198.51.100.1'] }, target)).toBe(
      false,
    );
    expect(pointsToUs({ cnames: [], addresses: [] }, target)).toBe(false);
  });
});
