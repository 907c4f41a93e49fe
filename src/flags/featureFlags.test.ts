import { describe, expect, it } from 'vitest';
import { isBotUserAgent } from './bots';
import { featureEnabled } from './featureFlags';

describe('featureEnabled', () => {
  it('has the spec’s flags on by default', () => {
    for (const name of ['fontawesome', 'components', 'pages', 'sentry', 'stripe', 'gtm', 'datadog'])
      expect(featureEnabled(name, {})).toBe(true);
    expect(featureEnabled('experiments', {})).toBe(false);
  });
  it('follows the URL query, as the router parses it or as text', () => {
    expect(featureEnabled('experiments', { experiments: true })).toBe(true);
    expect(featureEnabled('experiments', { experiments: 'true' })).toBe(true);
    expect(featureEnabled('fontawesome', { fontawesome: false })).toBe(false);
  });
  it('keeps datadog off for bots unless the query asks for it', () => {
    expect(featureEnabled('datadog', {}, true)).toBe(false);
    expect(featureEnabled('datadog', { datadog: 'true' }, true)).toBe(true);
  });
});

describe('isBotUserAgent', () => {
  it('tells crawlers from browsers', () => {
    expect(
      isBotUserAgent('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'),
    ).toBe(true);
    expect(
      isBotUserAgent(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ),
    ).toBe(false);
    expect(isBotUserAgent('')).toBe(false);
  });
});
