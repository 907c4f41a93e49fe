import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeViolations, wcagViolations } from '../a11y/axe';
import { startE2E, type E2E } from './harness';
import { hydrated, signInThroughPage } from './runtimeSupport';

/**
 * A homepage split test end to end (issue 21): the seller creates it with /about/ as the
 * New homepage and starts it; a shopper forced to New with split-var sees the About page
 * at / from the first HTML (assigned during SSR), keeps it on reload without the
 * parameter, and the seller's results count them. Not covered yet: a test order's
 * conversion through checkout (the server test covers the counting).
 */
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('homepage split test', () => {
  it('creates and starts a test, shows New with split-var, sticky, and counts the visitor', async () => {
    const seller = await e2e.newPage();
    const { page } = seller;
    await signInThroughPage(page, 'seller', '/dashboard/pages/');
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Split tests' })
      .click();
    await page.getByRole('heading', { name: 'Split tests', level: 1 }).waitFor();
    await page.getByText('No split tests yet').waitFor();
    expect(describeViolations(await wcagViolations(page))).toStrictEqual([]);
    await page.getByLabel('Test name').fill('homepage');
    const newHome = page.getByRole('combobox', { name: 'New homepage' });
    const about = await newHome.locator('option', { hasText: '(/about/)' }).getAttribute('value');
    await newHome.selectOption(about!);
    await page.getByRole('button', { name: 'Create test' }).click();
    await page.getByRole('button', { name: 'Start homepage' }).click();
    await page.getByRole('button', { name: 'Stop homepage' }).waitFor();

    const shopper = await e2e.newPage({ userAgent: CHROME });
    await shopper.page.clock.install();
    const html = await (await shopper.page.goto('/?split-var=New'))!.text();
    const aboutTitle = await (await shopper.context.request.get('/about/')).text();
    // The page's first heading inside <main>, as text.
    const titleOf = (text: string) =>
      /<main[\s\S]*?<h[1-3][^>]*>([\s\S]*?)<\/h[1-3]>/
        .exec(text)?.[1]
        ?.replace(/<[^>]+>/g, '')
        .trim();
    const heading = titleOf(aboutTitle);
    expect(heading).toBeTruthy();
    // Assigned during SSR: the first HTML is already the New homepage; Old is not.
    expect(titleOf(html)).toBe(heading);
    const old = await e2e.newPage();
    expect(titleOf(await (await old.page.goto('/?split-var=Old'))!.text())).not.toBe(heading);
    await old.context.close();
    await hydrated(shopper.page);
    const cookie = (await shopper.context.cookies()).find((each) => each.name === 'split-tests');
    expect(cookie?.value).toMatch(/^\d+:\d+$/);
    await shopper.page.goto('/');
    await hydrated(shopper.page);
    expect(titleOf(await shopper.page.content())).toBe(heading);
    // Analytics sends the shown variation once started (5 s) and batched (30 s).
    await shopper.page.clock.runFor(5_500);
    await shopper.page.waitForFunction(() => localStorage.getItem('tml-visitor') !== null);
    const sent = shopper.page.waitForRequest((request) =>
      request.url().includes('/events/logEvent/'),
    );
    await shopper.page.clock.runFor(30_500);
    await sent;

    await page.getByRole('button', { name: 'Results of homepage' }).click();
    const results = page.getByRole('region', { name: 'Results of homepage' });
    await expect
      .poll(async () => {
        await page.getByRole('button', { name: 'Stop homepage' }).waitFor();
        return results
          .getByRole('row', { name: /^New/ })
          .innerText()
          .catch(() => '');
      })
      .toMatch(/New\s+1/);
    expect(await results.getByRole('row', { name: /^Old/ }).innerText()).toMatch(/Old\s+0/);
    expect(describeViolations(await wcagViolations(page))).toStrictEqual([]);
    if (process.env.SPLIT_SCREENSHOT)
      await page.screenshot({ path: process.env.SPLIT_SCREENSHOT, fullPage: true });
  });
});
