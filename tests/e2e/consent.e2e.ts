import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../a11y/axe';
import { startE2E, type E2E } from './harness';
import { hydrated } from './runtimeSupport';

/**
 * The cookie banner as a first-time shopper meets it (issue 21): it asks after the page
 * is ready, without moving anything; the choice is remembered and applied to Consent
 * Mode; `cgi=5` hides it; everything works from the keyboard and is axe-clean.
 */
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies' });

const consentUpdates = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[][] }).dataLayer ?? [])
      .filter((entry) => entry[0] === 'consent')
      .map((entry) => [entry[1], entry[2]]),
  );

describe('cookie consent', () => {
  it('asks once, accepts all from the keyboard, remembers it and grants Consent Mode', async () => {
    const { page, context, consoleErrors } = await e2e.newPage({ consentGiven: false });
    await page.goto('/');
    await hydrated(page);
    await banner(page).waitFor();
    await expect(banner(page).textContent()).resolves.toContain(
      'We use cookies to make this shop work',
    );
    await expectAccessible(page);
    const layoutShift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as unknown as {
              value: number;
              hadRecentInput: boolean;
            }[])
              if (!entry.hadRecentInput) total += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
        }),
    );
    expect(layoutShift).toBeLessThan(0.05);

    await banner(page).getByRole('button', { name: 'Accept all' }).focus();
    await page.keyboard.press('Enter');
    await banner(page).waitFor({ state: 'detached' });
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('main');
    const cookie = (await context.cookies()).find((each) => each.name === 'cookie-consent');
    expect(cookie?.value).toBe('granted.granted');
    expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 360 * 24 * 3600);
    expect(await consentUpdates(page)).toEqual([
      [
        'default',
        {
          analytics_storage: 'denied',
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
        },
      ],
      [
        'update',
        {
          analytics_storage: 'granted',
          ad_storage: 'granted',
          ad_user_data: 'granted',
          ad_personalization: 'granted',
        },
      ],
    ]);

    await page.reload();
    await hydrated(page);
    await page.waitForFunction(() =>
      Boolean((window as unknown as { dataLayer?: unknown[] }).dataLayer),
    );
    await expect(banner(page).count()).resolves.toBe(0);
    expect(consoleErrors).toEqual([]);
  });

  it('saves chosen preferences, offers essential only, and hides for cgi=5', async () => {
    const { page, context } = await e2e.newPage({ consentGiven: false });
    await page.goto('/?cgi=5');
    await hydrated(page);
    await page.waitForFunction(() =>
      Boolean((window as unknown as { dataLayer?: unknown[] }).dataLayer),
    );
    await expect(banner(page).count()).resolves.toBe(0);

    await page.goto('/about/');
    await hydrated(page);
    await banner(page).getByRole('button', { name: 'Essential only' }).waitFor();
    await banner(page).getByRole('button', { name: 'Preferences' }).click();
    const analytics = banner(page).getByRole('checkbox', { name: /Analytics/ });
    await expect(analytics.evaluate((node) => node === document.activeElement)).resolves.toBe(true);
    await analytics.check();
    await banner(page).getByRole('button', { name: 'Save preferences' }).click();
    await banner(page).waitFor({ state: 'detached' });
    expect((await context.cookies()).find((each) => each.name === 'cookie-consent')?.value).toBe(
      'granted.denied',
    );
  });
});
