/**
 * Settings, Instagram (issue 24: the feed block's instagram source) in Chromium as the
 * demo seller, against a local stand-in for Instagram's Graph API: a refused token gets
 * the product's message on its field, a good one connects the account, the store's
 * posts answer its media, and disconnecting asks first. The screen is axe-clean.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../a11y/axe';
import { fakeInstagramGraph, GOOD_TOKEN } from '../server/support/fakeInstagramGraph';
import { startE2E, type E2E } from './harness';
import { signInThroughPage } from './runtimeSupport';

let e2e: E2E;
let graph: Awaited<ReturnType<typeof fakeInstagramGraph>>;
beforeAll(async () => {
  graph = await fakeInstagramGraph();
  e2e = await startE2E({ INSTAGRAM_GRAPH_URL: graph.url });
});
afterAll(async () => {
  await e2e?.close();
  await graph?.close();
});

describe('seller settings: Instagram', () => {
  it('connects an account with an access token, then disconnects it', async () => {
    const { page, context } = await e2e.newPage();
    await signInThroughPage(page, 'seller', '/dashboard/settings/instagram/');
    await page.getByRole('heading', { name: 'Connect an account' }).waitFor();
    await expectAccessible(page);
    const posts = () =>
      page.evaluate(() =>
        fetch('/omnis/v3/divisions/demo/social/instagram/posts?limit=2').then((r) => r.json()),
      );
    expect(await posts()).toStrictEqual({ media: [], connected: false });

    const token = page.getByLabel('Access token');
    await page.getByRole('button', { name: 'Connect' }).click();
    await expect.poll(() => token.getAttribute('aria-invalid')).toBe('true');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id))
      .toBe(await token.getAttribute('id'));
    await token.fill('expired-token');
    await page.getByRole('button', { name: 'Connect' }).click();
    await page
      .getByText(
        'Instagram did not accept this access token. Create a new one in your Meta app and try again.',
      )
      .waitFor();

    await token.fill(GOOD_TOKEN);
    await page.getByRole('button', { name: 'Connect' }).click();
    await page.getByText('Connected to @loopandthread. Feed blocks now show its posts.').waitFor();
    await page
      .getByRole('region', { name: 'Connected account' })
      .getByText('@loopandthread')
      .waitFor();
    expect(await token.inputValue()).toBe('');
    await expectAccessible(page);
    const shown = (await posts()) as { media: { id: string }[]; connected: boolean };
    expect(shown.connected).toBe(true);
    expect(shown.media.map((media) => media.id)).toStrictEqual(['a', 'b']);

    // The token never comes back to the page after a reload.
    await page.reload();
    await page.getByRole('heading', { name: 'Connect another account' }).waitFor();
    expect(await page.content()).not.toContain(GOOD_TOKEN);

    await page.getByRole('button', { name: 'Disconnect' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Disconnect Instagram' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Disconnect' }).click();
    await page.getByText('Disconnected. Feed blocks no longer show Instagram posts.').waitFor();
    expect(await posts()).toStrictEqual({ media: [], connected: false });
    await context.close();
  });
});
