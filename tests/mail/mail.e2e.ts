import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { Page as BrowserPage, FrameLocator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from '../e2e/harness';
import { dragTo, logIn, topLevelTypes } from '../e2e/sellerActions';

/**
 * Issue 8 end to end, as a seller would: log in, create a page, make it a mail page in
 * Page settings, drag mail blocks from the palette onto the canvas, save, preview it as
 * email (desktop, mobile, plain text), send a test, and find it in the outbox (no SMTP
 * server is configured, so the server stores it). Then a reader follows the mail's
 * "view in your browser" link to the storefront's web version.
 */

const SUBJECT = 'Spring newsletter';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

/** Searches the palette (so the item is on screen), then drags it below the last block. */
async function dragFromPalette(page: BrowserPage, search: string, title: string) {
  await page.getByPlaceholder('Search blocks').fill(search);
  const item = page.locator('.ed-sidebar .palette__item', {
    has: page.locator('span', { hasText: new RegExp(`^${title}$`) }),
  });
  const itemBox = (await item.boundingBox())!;
  const drop = page.locator('.ed-canvas .ed-root-drop');
  await drop.scrollIntoViewIfNeeded();
  const dropBox = (await drop.boundingBox())!;
  await dragTo(
    page,
    { x: itemBox.x + itemBox.width / 2, y: itemBox.y + itemBox.height / 2 },
    { x: dropBox.x + dropBox.width / 2, y: dropBox.y + dropBox.height - 6 },
  );
}

describe('mail pages', () => {
  it('composes a mail page by dragging blocks, previews it, sends a test and finds it in the outbox', async () => {
    const { page, context, consoleErrors } = await e2e.newPage({
      viewport: { width: 1500, height: 1000 },
    });
    await logIn(page);

    // A new blank page, made a mail page in Page settings.
    await page.getByRole('button', { name: 'New page' }).click();
    await page.getByRole('button', { name: /Blank page/ }).click();
    await page.waitForURL(/\/dashboard\/pages\/\d+\/edit\/$/);
    const pageId = Number(/\/pages\/(\d+)\/edit\//.exec(page.url())?.[1]);
    await page.getByRole('tab', { name: 'Page' }).click();
    await page.getByLabel('Title', { exact: true }).fill(SUBJECT);
    await page.getByLabel('Mail page').check();

    // The palette now offers mail blocks only: the mail-only feature, never a video.
    await page.getByRole('tab', { name: 'Blocks' }).click();
    await page.getByPlaceholder('Search blocks').fill('youtube');
    await expect.poll(() => page.locator('.ed-sidebar .palette__item').count()).toBe(0);

    await dragFromPalette(page, 'feature', 'Feature');
    await expect.poll(() => topLevelTypes(page)).toEqual(['feature']);
    await dragFromPalette(page, 'text', 'Text');
    await dragFromPalette(page, 'button', 'Button');
    await expect.poll(() => topLevelTypes(page)).toEqual(['feature', 'textBlock', 'button']);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.locator('.ed-status', { hasText: 'All changes saved' }).waitFor({ timeout: 15_000 });
    // Said once, in one place (issue 14: the mail editor showed "All changes saved" twice).
    await expect
      .poll(() => page.locator('.ed-topbar .ed-status').allInnerTexts())
      .toEqual([expect.stringMatching(/^All changes saved at \d\d:\d\d$/)]);

    // Preview as email: desktop, mobile, plain text.
    await page.getByRole('link', { name: 'Preview as email' }).click();
    await page.waitForURL(`**/dashboard/pages/${pageId}/mail/`);
    const frameElement = page.locator(`iframe[title="Email preview: ${SUBJECT}"]`);
    await frameElement.waitFor();
    expect(await frameElement.getAttribute('sandbox')).toBe('');
    const email = page.frameLocator(`iframe[title="Email preview: ${SUBJECT}"]`);
    await expect.poll(() => email.locator('body').innerText()).toContain('Just landed');
    expect(
      await email
        .locator('[data-block-type]')
        .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-block-type'))),
    ).toEqual(['feature', 'textBlock', 'button']);
    expect((await frameElement.boundingBox())?.width).toBeCloseTo(600, 0);
    await page.getByRole('button', { name: 'Mobile (375px)' }).click();
    await expect
      .poll(async () => Math.round((await frameElement.boundingBox())?.width ?? 0))
      .toBe(375);
    await page.getByRole('tab', { name: 'Plain text' }).click();
    await expect.poll(() => page.getByRole('tabpanel').innerText()).toContain('JUST LANDED');
    await page.getByRole('tab', { name: 'Email' }).click();

    // Send a test: first a mistyped address, then a real one.
    await page.getByLabel('Send a test to').fill('reader@example');
    await page.getByRole('button', { name: 'Send test' }).click();
    await page.getByText('Please enter a valid email address').waitFor();
    await page.getByLabel('Send a test to').fill('reader@example.com');
    await page.getByRole('button', { name: 'Send test' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'the test email to reader@example.com was saved in the outbox' })
      .waitFor();

    // The outbox shows it, as the reader would get it.
    await page.getByRole('link', { name: 'Open the outbox' }).click();
    await page.waitForURL('**/dashboard/outbox/');
    const stored = page
      .getByRole('navigation', { name: 'Stored emails' })
      .getByRole('button')
      .first();
    await expect.poll(() => stored.innerText()).toContain(SUBJECT);
    await expect.poll(() => stored.innerText()).toContain('To reader@example.com');
    const storedEmail = page.frameLocator(`iframe[title="Email preview: ${SUBJECT}"]`);
    await expect.poll(() => storedEmail.locator('body').innerText()).toContain('Just landed');

    // The server kept exactly that message.
    const db = new Database(join(e2e.server.dataDir, 'omnis.sqlite'), { readonly: true });
    const row = db
      .prepare("select recipient, subject from outbox where kind = 'mail-page-test'")
      .get() as { recipient: string; subject: string };
    db.close();
    expect(row).toStrictEqual({ recipient: 'reader@example.com', subject: SUBJECT });

    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('loads the mail’s images, the banner among them, in the preview frame and in the outbox', async () => {
    const db = new Database(join(e2e.server.dataDir, 'omnis.sqlite'), { readonly: true });
    const mailId = (
      db.prepare('select id from pages where url = ?').get('/newsletter-spring/') as { id: number }
    ).id;
    db.close();
    const { page, context, consoleErrors } = await e2e.newPage({
      viewport: { width: 1500, height: 1000 },
    });
    const refused: string[] = [];
    // A request the browser dropped because the page moved on (the pages list's own
    // fetches when the test leaves it) was refused by nobody.
    page.on('requestfailed', (request) => {
      const reason = request.failure()?.errorText ?? '';
      if (reason !== 'net::ERR_ABORTED') refused.push(`${request.url()} ${reason}`);
    });
    await logIn(page);

    // Each image of the frame, once loaded or refused (no timers: its own load/error events).
    const imagesOf = (frame: FrameLocator) =>
      frame.locator('img').evaluateAll((images) =>
        Promise.all(
          (images as HTMLImageElement[]).map(
            (image) =>
              new Promise<{ src: string; naturalWidth: number }>((resolve) => {
                const settled = () =>
                  resolve({ src: image.currentSrc || image.src, naturalWidth: image.naturalWidth });
                if (image.complete) settled();
                else {
                  image.addEventListener('load', settled, { once: true });
                  image.addEventListener('error', settled, { once: true });
                }
              }),
          ),
        ),
      );
    const expectAllLoaded = async (frame: FrameLocator) => {
      // The banner's picture is an upload of this store, served by this server.
      const banner = frame.locator('[data-block-type="banner"] img');
      await banner.waitFor({ state: 'attached' });
      expect(await banner.getAttribute('src')).toMatch(
        new RegExp(`^${e2e.server.origin}/uploads/`),
      );
      const images = await imagesOf(frame);
      expect(images.length).toBeGreaterThan(1);
      expect(images.filter((image) => image.naturalWidth === 0)).toStrictEqual([]);
      expect(
        await banner.evaluate((image: HTMLImageElement) => image.naturalWidth),
      ).toBeGreaterThan(0);
    };

    // The preview: a sandboxed frame, so an opaque origin loading this store's images.
    await page.goto(`/dashboard/pages/${mailId}/mail/`);
    const preview = page.locator('iframe.mail-view__frame');
    await preview.waitFor();
    expect(await preview.getAttribute('sandbox')).toBe('');
    await expectAllLoaded(page.frameLocator('iframe.mail-view__frame'));

    // The same mail, sent as a test and read back from the outbox.
    await page.getByLabel('Send a test to').fill('images@example.com');
    await page.getByRole('button', { name: 'Send test' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'the test email to images@example.com was saved in the outbox' })
      .waitFor();
    await page.getByRole('link', { name: 'Open the outbox' }).click();
    await page.waitForURL('**/dashboard/outbox/');
    const stored = page
      .getByRole('navigation', { name: 'Stored emails' })
      .getByRole('button')
      .first();
    await expect.poll(() => stored.innerText()).toContain('To images@example.com');
    await expectAllLoaded(page.frameLocator('iframe.mail-view__frame'));

    expect(refused).toStrictEqual([]);
    expect(consoleErrors).toStrictEqual([]);
    await context.close();
  });

  it('shows the web version of a mail page in the mail layout, linked from the mail, and nothing for a store page', async () => {
    const db = new Database(join(e2e.server.dataDir, 'omnis.sqlite'), { readonly: true });
    const pageIdAt = (url: string) =>
      (db.prepare('select id from pages where url = ?').get(url) as { id: number }).id;
    const mailId = pageIdAt('/newsletter-spring/');
    const homeId = pageIdAt('/');
    db.close();
    const { page, context, consoleErrors } = await e2e.newPage({
      viewport: { width: 1280, height: 900 },
    });

    // The exported mail links to its web version.
    await logIn(page);
    const exported = await page.evaluate(
      async (id) => (await fetch(`/omnis/v3/divisions/demo/pages/${id}/mail/`)).json(),
      mailId,
    );
    expect(exported.html).toContain(`/mail/${mailId}/`);
    await page.context().clearCookies();

    // A reader with no session opens it: the mail's content, 520px wide, not indexed.
    const response = await page.goto(`/mail/${mailId}/`);
    expect(response?.status()).toBe(200);
    const main = page.locator('main.sf-layout-mail');
    await expect.poll(() => main.innerText()).toContain('Coastline');
    expect((await main.boundingBox())?.width).toBeLessThanOrEqual(520);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    expect(await page.title()).toContain('Spring is here');

    // A store page's id is not a mail: not found, not a second address for it.
    const notMail = await page.goto(`/mail/${homeId}/`);
    expect(notMail?.status()).toBe(404);
    expect(await page.goto('/mail/not-a-number/').then((r) => r?.status())).toBe(404);

    expect(consoleErrors.filter((line) => !/404/.test(line))).toEqual([]);
    await context.close();
  });
});
