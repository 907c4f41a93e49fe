import { spawn } from 'node:child_process';
import type { BrowserContext, Page as BrowserPage } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from './harness';
import { logIn, topLevelTypes } from './sellerActions';
import { framesDrawn } from './frames';

/**
 * Editing together (issue 7), in Chromium: a stock @hocuspocus/provider client's edit
 * shows in an open editor; two sellers' windows converge while one drags and the other
 * types, and see each other; a window that goes offline keeps editing and merges on return.
 */
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

async function openShared(page: BrowserPage, title: string): Promise<number> {
  await page
    .getByRole('row', { name: new RegExp(title, 'i') })
    .getByRole('button', { name: 'Edit' })
    .click();
  await page.locator('.ed-canvas [data-block-frame]').first().waitFor();
  await page.locator('.ed-status', { hasText: 'All changes saved' }).waitFor({ timeout: 20_000 });
  return Number(/pages\/(\d+)\/edit/.exec(page.url())?.[1]);
}

const cookieHeader = async (context: BrowserContext) =>
  (await context.cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');

function stockClient(args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['tests/collab/stock-client.js', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('collaboration', () => {
  it('shows a stock client’s edit in an open editor, and refuses a client without a session', async () => {
    const { page, context } = await e2e.newPage({ viewport: { width: 1500, height: 1000 } });
    await logIn(page);
    const pageId = await openShared(page, 'About');
    const stored = await stockClient([
      e2e.server.origin,
      '1',
      String(pageId),
      await cookieHeader(context),
      'Our story, told live',
    ]);
    expect(stored.output).toContain('stored as version');
    expect(stored.code).toBe(0);
    await expect.poll(() => page.locator('.ed-topbar h1').innerText()).toBe('Our story, told live');
    const refused = await stockClient([e2e.server.origin, '1', String(pageId), '-', 'Not allowed']);
    expect(refused.code).toBe(2);
    expect(refused.output).toContain('refused');
    await context.close();
  });

  it('converges while one seller drags and another types, each seeing the other', async () => {
    const a = await e2e.newPage({ viewport: { width: 1500, height: 1000 } });
    const b = await e2e.newPage({ viewport: { width: 1500, height: 1000 } });
    for (const { page } of [a, b]) {
      await logIn(page);
      await openShared(page, 'Size guide');
    }
    // Each window sees someone else on the page.
    for (const { page } of [a, b])
      await page.locator('.ed-presence .ed-presence__person').first().waitFor();

    // A adds a spacer at the top by dragging it from the palette...
    await a.page.getByPlaceholder('Search blocks').fill('spacer');
    const source = (await a.page
      .locator('.ed-sidebar button:has-text("Spacer")')
      .first()
      .boundingBox())!;
    const first = (await a.page.locator('.ed-canvas .pb-page > .pb-cell').first().boundingBox())!;
    await a.page.mouse.move(source.x + 20, source.y + 20);
    await a.page.mouse.down();
    await a.page.mouse.move(source.x + 40, source.y + 40, { steps: 4 });
    await a.page.mouse.move(first.x + first.width / 2, first.y + 4, { steps: 20 });
    await framesDrawn(a.page);
    await a.page.mouse.up();

    // ...while B types into a text block.
    const text = b.page.locator('.ed-canvas .pb-cell[data-block-type="textBlock"]').first();
    const textId = await text.getAttribute('data-block-id');
    await b.page.locator(`[data-block-frame="${textId}"]`).dblclick();
    await b.page.keyboard.press('End');
    await b.page.keyboard.type(' Typed by B.');
    await b.page.keyboard.press('Escape');

    // Both end with both edits.
    for (const { page } of [a, b]) {
      await expect
        .poll(() => topLevelTypes(page).then((types) => types[0]), { timeout: 15_000 })
        .toBe('spacer');
      // Blocks off screen are not rendered inside (content-visibility): in view first.
      await page.locator(`[data-block-frame="${textId}"]`).scrollIntoViewIfNeeded();
      await expect
        .poll(() => page.locator(`[data-block-frame="${textId}"]`).innerText(), { timeout: 15_000 })
        .toContain('Typed by B.');
    }
    // B's selection shows on A's canvas with a name tag.
    await b.page.locator(`[data-block-frame="${textId}"]`).click();
    await a.page.locator('.ed-remote-selection__tag').first().waitFor({ timeout: 15_000 });
    await a.context.close();
    await b.context.close();
  });

  it('keeps editing offline and merges both sellers’ edits on reconnect', async () => {
    const a = await e2e.newPage({ viewport: { width: 1500, height: 1000 } });
    const b = await e2e.newPage({ viewport: { width: 1500, height: 1000 } });
    // Keep A's websockets at hand, to drop them as a network failure would.
    await a.context.addInitScript(() => {
      const sockets: WebSocket[] = [];
      (window as unknown as { __sockets: WebSocket[] }).__sockets = sockets;
      const Native = window.WebSocket;
      window.WebSocket = class extends Native {
        constructor(url: string | URL, protocols?: string | string[]) {
          super(url, protocols);
          sockets.push(this);
        }
      } as typeof WebSocket;
    });
    for (const { page } of [a, b]) {
      await logIn(page);
      await openShared(page, 'Autumn lookbook');
    }
    const before = (await topLevelTypes(a.page)).length;
    // Going offline in Chromium stops new connections but leaves open sockets alone; a real
    // network drop closes them too, so the test closes A's sockets as it goes offline.
    await a.context.setOffline(true);
    await a.page.evaluate(() => {
      for (const socket of (window as unknown as { __sockets: WebSocket[] }).__sockets)
        socket.close();
    });
    await a.page.getByPlaceholder('Search blocks').fill('spacer');
    await a.page.locator('.ed-sidebar button:has-text("Spacer")').first().click();
    await a.page.locator('.ed-status', { hasText: 'Offline' }).waitFor({ timeout: 20_000 });

    // Meanwhile B, online, adds a divider-like spacer too.
    await b.page.getByPlaceholder('Search blocks').fill('button');
    await b.page.locator('.ed-sidebar button:has-text("Button")').first().click();

    await a.context.setOffline(false);
    for (const { page } of [a, b]) {
      await expect
        .poll(() => topLevelTypes(page).then((types) => types.length), { timeout: 30_000 })
        .toBe(before + 2);
      await expect
        .poll(
          () =>
            topLevelTypes(page).then(
              (types) => types.includes('spacer') && types.includes('button'),
            ),
          { timeout: 30_000 },
        )
        .toBe(true);
    }
    await a.page
      .locator('.ed-status', { hasText: 'All changes saved' })
      .waitFor({ timeout: 30_000 });
    await a.context.close();
    await b.context.close();
  });
});
