import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../a11y/axe';
import { startE2E, type E2E } from './harness';
import { queryServerDb } from './outbox';
import { hydrated, signInThroughPage } from './runtimeSupport';

/**
 * Storefront analytics as shoppers and a seller meet them (issue 21): a shopper who keeps
 * essential cookies only sends nothing; one who accepts sends their page views, batched
 * every 30 s on the page's clock (driven by the test, no real waiting), and the seller sees
 * the visit on the analytics screen, which is axe-clean.
 */
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

// Headless Chromium says "HeadlessChrome", which isbot rightly calls a bot.
const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const banner = (page: Page) => page.getByRole('region', { name: 'Cookies' });
const isTracking = (request: Request) =>
  /\/events\/logEvent\/|\/event-collector\//.test(new URL(request.url()).pathname);

async function firstVisit() {
  const opened = await e2e.newPage({ consentGiven: false, userAgent: CHROME });
  const tracking: Request[] = [];
  opened.page.on('request', (request) => {
    if (isTracking(request)) tracking.push(request);
  });
  await opened.page.clock.install();
  await opened.page.goto('/');
  await hydrated(opened.page);
  return { ...opened, tracking };
}

/** A client-side navigation, as a shopper's click on a menu link makes. */
async function browseTo(page: Page, path: string) {
  await page.locator(`a[href="${path}"]`).first().click();
  await page.waitForURL((url) => url.pathname === path);
}

const pageViews = () =>
  queryServerDb<{ n: number; landing: number }>(
    e2e.server.dataDir,
    'SELECT count(*) AS n, coalesce(sum(ref), 0) AS landing FROM analytics_events WHERE code = 1',
  )!;

describe('storefront analytics', () => {
  it('sends nothing for a shopper who keeps essential cookies only', async () => {
    const { page, tracking } = await firstVisit();
    await banner(page).getByRole('button', { name: 'Essential only' }).click();
    await banner(page).waitFor({ state: 'detached' });
    await browseTo(page, '/about/');
    await page.clock.runFor(70_000);
    await page.close({ runBeforeUnload: true });
    expect(tracking).toEqual([]);
    expect(pageViews().n).toBe(0);
  });

  it('batches an accepting shopper’s page views every 30 s, the first marked landing', async () => {
    const { page, tracking, consoleErrors } = await firstVisit();
    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await banner(page).waitFor({ state: 'detached' });
    await browseTo(page, '/about/');
    // Analytics starts 5 s after the core data loaded (it keeps the visitor's id from then).
    await page.clock.runFor(4_000);
    expect(await page.evaluate(() => localStorage.getItem('tml-visitor'))).toBeNull();
    await page.clock.runFor(1_500);
    await page.waitForFunction(() => localStorage.getItem('tml-visitor') !== null);
    // Nothing is sent before the batch is due 30 s later.
    await page.clock.runFor(29_000);
    expect(tracking).toEqual([]);
    const sent = page.waitForRequest(isTracking);
    await page.clock.runFor(1_500);
    const batch = (await sent).postDataJSON() as { events: { name: string; data: unknown }[] };
    expect(batch.events.map((event) => [event.name, event.data])).toEqual([
      ['page_view', expect.objectContaining({ path: '/', landing: true })],
      ['page_view', expect.objectContaining({ path: '/about/', landing: false })],
    ]);
    await expect.poll(() => pageViews()).toEqual({ n: 2, landing: 1 });
    // One request for both: they were batched.
    expect(tracking).toHaveLength(1);
    expect(consoleErrors).toEqual([]);
  });

  it('shows the seller the visit, with the numbers beside the charts', async () => {
    const { page } = await e2e.newPage();
    await signInThroughPage(page, 'seller', '/dashboard/pages/');
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Analytics' })
      .click();
    await page.getByRole('heading', { name: 'Analytics', level: 1 }).waitFor();
    const visits = page.getByRole('region', { name: 'Visits per day' });
    await visits.getByRole('img').waitFor();
    const totals = page.locator('.analytics-totals');
    expect(await totals.innerText()).toMatch(/Visits\s+1\b/);
    expect(await totals.innerText()).toMatch(/Page views\s+2\b/);
    const pages = page.getByRole('region', { name: 'Page views by page' });
    expect(await pages.getByRole('row', { name: /\/about\// }).innerText()).toContain('1');
    await expectAccessible(page);
    if (process.env.ANALYTICS_SCREENSHOT)
      await page.screenshot({ path: process.env.ANALYTICS_SCREENSHOT, fullPage: true });

    // A range with no visits shows the empty state.
    await page.getByLabel('From', { exact: true }).fill('2020-01-01');
    await page.getByLabel('To', { exact: true }).fill('2020-01-31');
    await page.getByRole('button', { name: 'Show' }).click();
    await page.getByRole('heading', { name: 'No visits in these dates' }).waitFor();
    await expectAccessible(page);
  });
});
