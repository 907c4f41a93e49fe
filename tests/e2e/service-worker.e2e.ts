import { copyFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible } from '../a11y/axe';
import { startE2E, type E2E } from './harness';
import { hydrated, markWindow, windowKept } from './runtimeSupport';

/**
 * The storefront's service worker (issue 22): it takes control, precaches the build's
 * shell, serves the branded offline page when a navigation fails offline, and follows the
 * spec's update rule with a second build of the worker: the new worker waits, the page
 * sets the update-needed flag and lets it take over, and the page reloads at the next
 * route change to a different path (not before).
 */
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});
const CLIENT_DIR = join(process.cwd(), 'dist', 'client');
const MANIFEST = join(CLIENT_DIR, '.vite', 'manifest.json');
let restore = () => {};
afterEach(() => {
  restore();
  restore = () => {};
});

const controlled = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
  });

const workerVersion = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const controller = navigator.serviceWorker.controller;
        if (!controller) return resolve('');
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(String(event.data));
        controller.postMessage({ type: 'VERSION' }, [channel.port2]);
        setTimeout(() => resolve(''), 2_000);
      }),
  );

describe('the service worker', () => {
  it('links the store manifest and serves the offline page when offline', async () => {
    const { page, context } = await e2e.newPage({ serviceWorkers: 'allow' });
    await page.goto('/');
    await hydrated(page);
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestHref).toBe('/manifest.webmanifest');
    const manifest = (await (await page.request.get(manifestHref!)).json()) as { name: string };
    expect(manifest.name).toBe('Loop & Thread');
    await controlled(page);
    // The shell is precached: the entry script is in the worker's cache.
    const cached = await page.evaluate(async () => {
      const names = await caches.keys();
      const cache = await caches.open(names.find((name) => name.startsWith('omnis-shell-'))!);
      return (await cache.keys()).map((request) => new URL(request.url).pathname);
    });
    expect(cached).toContain('/offline/');
    expect(cached.some((path) => /^\/assets\/runtime-.+\.js$/.test(path))).toBe(true);
    expect(cached.some((path) => path.startsWith('/omnis/'))).toBe(false);

    await context.setOffline(true);
    await page.goto('/about/');
    await page.getByRole('heading', { level: 1, name: "You're offline" }).waitFor();
    await expect(page.title()).resolves.toBe("You're offline | Loop & Thread");
    await expectAccessible(page);

    await context.setOffline(false);
    // Try again loads the page that failed, now that the network is back.
    await page.getByRole('link', { name: 'Try again' }).click();
    await hydrated(page);
    expect(new URL(page.url()).pathname).toBe('/about/');
    expect(await page.getByRole('heading', { name: "You're offline" }).count()).toBe(0);
    await context.close();
  });

  it('a new build of the worker waits, takes over, and the page reloads at the next route change', async () => {
    const { page, context, consoleErrors } = await e2e.newPage({ serviceWorkers: 'allow' });
    await page.goto('/');
    await hydrated(page);
    await controlled(page);
    // The first install taking control is not an update: the next route change to another
    // path stays in the app (no reload on first load).
    await markWindow(page);
    await page.locator('.sf-header-menu').getByRole('link', { name: 'About' }).click();
    await page.waitForURL('**/about/');
    await hydrated(page);
    await expect(windowKept(page)).resolves.toBe(true);
    // Loaded again under the worker: this page had a controller from the start.
    await page.goto('/');
    await hydrated(page);
    const first = await workerVersion(page);

    // The second build, deployed under the running server: the runtime entry under a new
    // hash in Vite's manifest (restored afterwards).
    const original = readFileSync(MANIFEST, 'utf8');
    const manifest = JSON.parse(original) as Record<string, { file: string }>;
    const entry = manifest['runtime/entry-client.tsx']!;
    const secondFile = entry.file.replace(/\.js$/, '-build2.js');
    copyFileSync(join(CLIENT_DIR, entry.file), join(CLIENT_DIR, secondFile));
    entry.file = secondFile;
    writeFileSync(MANIFEST, JSON.stringify(manifest));
    restore = () => {
      writeFileSync(MANIFEST, original);
      rmSync(join(CLIENT_DIR, secondFile), { force: true });
    };
    await markWindow(page);
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r!.update()));
    // The new worker waits, the page sees it (update-needed) and lets it take over.
    const deadline = Date.now() + 20_000;
    while ((await workerVersion(page)) === first && Date.now() < deadline)
      await page.waitForTimeout(250);
    const second = await workerVersion(page);
    expect(second).not.toBe(first);
    expect(second).not.toBe('');
    // The controller changed, yet the page stays until the shopper moves to another path.
    await expect(windowKept(page)).resolves.toBe(true);
    await page.locator('.sf-header-menu').getByRole('link', { name: 'About' }).click();
    await page.waitForURL('**/about/');
    await page.waitForFunction(
      () =>
        !(window as unknown as { __kept?: boolean }).__kept && document.readyState === 'complete',
    );
    await hydrated(page);
    await expect(windowKept(page)).resolves.toBe(false);
    // Once reloaded there is no pending update: the next route change stays in the app.
    await markWindow(page);
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Home' })
      .click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(windowKept(page)).resolves.toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
