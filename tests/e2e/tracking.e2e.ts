import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SQLITE_FILE } from '../../server/db/connect';
import { expectAccessible } from '../a11y/axe';
import { startE2E, type E2E } from './harness';
import { hydrated } from './runtimeSupport';

/**
 * Tracking integrations (issues 21 and 18): a store with Google Analytics and the Facebook
 * pixel loads neither for a shopper who keeps essential cookies only, both 5 s after the
 * page loaded for one who accepts, and both on load for a returning shopper who accepted
 * before. The vendors' hosts are answered locally: nothing leaves the machine.
 */
let e2e: E2E;

const FACEBOOK_PIXEL = `<!-- Meta Pixel Code -->
<script>
!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?
n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;
n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;
t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,
document,'script','https://connect.facebook.net/en_US/fbevents.js');
fbq('init', '123456789012345');
fbq('track', 'PageView');
</script>
<!-- End Meta Pixel Code -->`;
const FACEBOOK_VERIFICATION =
  '<meta name="facebook-domain-verification" content="abcdefghij0123456789abcd" />';

beforeAll(async () => {
  e2e = await startE2E();
  // The seller's plugin settings, as the dashboard's plugin forms store them.
  const db = new Database(join(e2e.server.dataDir, SQLITE_FILE));
  try {
    db.pragma('busy_timeout = 5000');
    const row = db.prepare("SELECT settings FROM divisions WHERE code = 'demo'").get() as {
      settings: string;
    };
    const settings = JSON.parse(row.settings) as { plugins?: Record<string, unknown> };
    settings.plugins = {
      ...settings.plugins,
      analytics: { enabled: true, measurementId: 'G-1A2B3C4D5E', trackingId: '' },
      'facebook-tracking-pixel': {
        enabled: true,
        pixel: FACEBOOK_PIXEL,
        verification: FACEBOOK_VERIFICATION,
      },
    };
    db.prepare("UPDATE divisions SET settings = ? WHERE code = 'demo'").run(
      JSON.stringify(settings),
    );
  } finally {
    db.close();
  }
});
afterAll(async () => {
  await e2e?.close();
});

// Headless Chromium says "HeadlessChrome", which isbot rightly calls a bot.
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const banner = (page: Page) => page.getByRole('region', { name: 'Cookies' });
const VENDOR = /^https:\/\/(www\.googletagmanager\.com|connect\.facebook\.net)\//;

async function visit(consentGiven: boolean, userAgent = CHROME) {
  const opened = await e2e.newPage({ consentGiven, userAgent });
  const vendorRequests: string[] = [];
  // The vendors' hosts answer from here, with an empty script.
  await opened.context.route(VENDOR, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  );
  opened.page.on('request', (request: Request) => {
    if (VENDOR.test(request.url())) vendorRequests.push(request.url());
  });
  await opened.page.clock.install();
  await opened.page.goto('/');
  await hydrated(opened.page);
  return { ...opened, vendorRequests };
}

const BOTH = [
  'https://connect.facebook.net/en_US/fbevents.js',
  'https://www.googletagmanager.com/gtag/js?id=G-1A2B3C4D5E',
];

describe('tracking integrations', () => {
  it('renders the verification tag and allows the vendors in the CSP', async () => {
    const response = await fetch(new URL('/', e2e.server.origin));
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/);
    expect(csp).toMatch(/script-src [^;]*https:\/\/connect\.facebook\.net/);
    expect(csp).not.toContain('pinimg');
    const html = await response.text();
    expect(html).toMatch(
      /<meta name="facebook-domain-verification" content="abcdefghij0123456789abcd"[^>]*>/,
    );
    // The pasted snippet is never put in the page as markup (only as data in the core data).
    expect(html).not.toContain('<script>\n!function(f,b,e,v,n,t,s)');
    expect(html).not.toContain('fbevents.js"');
  });

  it('loads nothing for a shopper who keeps essential cookies only', async () => {
    const { page, vendorRequests, consoleErrors } = await visit(false);
    await banner(page).getByRole('button', { name: 'Essential only' }).click();
    await banner(page).waitFor({ state: 'detached' });
    await page.clock.runFor(20_000);
    await page.waitForTimeout(500);
    expect(vendorRequests).toEqual([]);
    expect(await page.locator('script[data-tracking]').count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it('loads Google Analytics and the Facebook pixel 5 s after load for one who accepts all', async () => {
    const { page, vendorRequests, consoleErrors } = await visit(false);
    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await banner(page).waitFor({ state: 'detached' });
    await page.clock.runFor(4_000);
    await page.waitForTimeout(300);
    expect(vendorRequests).toEqual([]);
    await page.clock.runFor(1_500);
    await expect.poll(() => [...vendorRequests].sort()).toEqual(BOTH);
    // Configured with the store's ids.
    expect(
      await page.evaluate(() =>
        JSON.stringify((window as unknown as { dataLayer: unknown[] }).dataLayer),
      ),
    ).toContain('G-1A2B3C4D5E');
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it('loads both on load for a returning shopper who accepted before', async () => {
    const { page, vendorRequests, consoleErrors } = await visit(true);
    expect(await banner(page).count()).toBe(0);
    await page.clock.runFor(5_500);
    await expect.poll(() => [...vendorRequests].sort()).toEqual(BOTH);
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it('loads nothing for a bot, even with consent', async () => {
    const { page, vendorRequests } = await visit(
      true,
      'Googlebot/2.1 (+http://www.google.com/bot.html)',
    );
    await page.clock.runFor(10_000);
    await page.waitForTimeout(500);
    expect(vendorRequests).toEqual([]);
    await page.close();
  });
});

/**
 * Stand-ins for the vendors' loaders that behave as the real ones are documented to: each
 * sends a hit per configured id (and per single-page navigation, which both vendors
 * follow through the History API) and sets its first-party cookie, unless told to stop by
 * the vendor's own switch (`ga-disable-<id>`, the pixel's `consent revoke`).
 */
const FAKE_GTAG = `(() => {
  const ids = [];
  const hit = (id) => { if (!window['ga-disable-' + id]) fetch('https://www.google-analytics.com/g/collect?tid=' + id, { mode: 'no-cors' }); };
  const take = (args) => { if (args[0] === 'config') { ids.push(args[1]); document.cookie = '_ga=GA1.1.42.42; path=/'; hit(args[1]); } };
  const layer = window.dataLayer = window.dataLayer || [];
  for (const args of layer) take(args);
  const push = layer.push.bind(layer);
  layer.push = (args) => { take(args); return push(args); };
  const pushState = history.pushState.bind(history);
  history.pushState = (...a) => { pushState(...a); ids.forEach(hit); };
})();`;
const FAKE_FBEVENTS = `(() => {
  const fbq = window.fbq;
  let revoked = false;
  const send = (event) => { if (!revoked) fetch('https://connect.facebook.net/tr/?ev=' + event, { mode: 'no-cors' }); };
  fbq.callMethod = (command, value) => {
    if (command === 'consent') revoked = value === 'revoke';
    else if (command === 'track') send(value);
  };
  document.cookie = '_fbp=fb.1.42.42; path=/';
  for (const args of fbq.queue.splice(0)) fbq.callMethod(...args);
  const pushState = history.pushState.bind(history);
  history.pushState = (...a) => { pushState(...a); send('PageView'); };
})();`;

describe('withdrawing consent', () => {
  it('removes the trackers, their cookies and their traffic when the shopper withdraws', async () => {
    const { page, context, consoleErrors } = await e2e.newPage({
      consentGiven: false,
      userAgent: CHROME,
    });
    const hits: string[] = [];
    await context.route(VENDOR, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/javascript',
        body: route.request().url().includes('fbevents') ? FAKE_FBEVENTS : FAKE_GTAG,
      }),
    );
    await context.route(
      /^https:\/\/(www\.google-analytics\.com|connect\.facebook\.net\/tr)/,
      (route) => route.fulfill({ status: 204, body: '' }),
    );
    page.on('request', (request: Request) => {
      if (/google-analytics\.com|facebook\.net\/tr/.test(request.url())) hits.push(request.url());
    });
    await page.clock.install();
    await page.goto('/');
    await hydrated(page);
    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await page.clock.runFor(5_500);
    await expect.poll(() => page.locator('script[data-tracking]').count()).toBe(2);
    await expect.poll(() => hits.length).toBeGreaterThanOrEqual(2);
    const cookieNames = async () => (await context.cookies()).map((cookie) => cookie.name);
    expect(await cookieNames()).toEqual(expect.arrayContaining(['_ga', '_fbp']));

    // Withdraw from the footer: both switches off, saved.
    await page.getByRole('button', { name: 'Cookie preferences' }).click();
    const analytics = page.getByRole('checkbox', { name: 'Analytics: how the shop is used' });
    await expect.poll(() => analytics.evaluate((box) => box === document.activeElement)).toBe(true);
    expect(await analytics.isChecked()).toBe(true);
    await expectAccessible(page);
    await analytics.uncheck();
    await page.getByRole('checkbox', { name: /^Advertising/ }).uncheck();
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await banner(page).waitFor({ state: 'detached' });
    // Focus goes back to the footer's button.
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? null)).toBe(
      'Cookie preferences',
    );

    await expect.poll(() => page.locator('script[data-tracking]').count()).toBe(0);
    await expect.poll(cookieNames).not.toEqual(expect.arrayContaining(['_ga']));
    expect(await cookieNames()).not.toContain('_fbp');
    expect((await context.cookies()).find((c) => c.name === 'cookie-consent')?.value).toBe(
      'denied.denied',
    );
    expect(
      await page.evaluate(() =>
        JSON.stringify((window as unknown as { dataLayer: unknown[] }).dataLayer.at(-1)),
      ),
    ).toContain('"analytics_storage":"denied"');

    // A single-page navigation afterwards reaches neither tracker.
    const before = hits.length;
    await page.evaluate(() => history.pushState({}, '', '/?after=withdrawal'));
    await page.clock.runFor(5_000);
    await page.waitForTimeout(500);
    expect(hits.length).toBe(before);
    expect(consoleErrors).toEqual([]);
    await page.close();
  });
});
