/**
 * One place for what every end-to-end test needs: the real product (a server process on a
 * fresh database), headless Chromium, and a page that records console errors.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { rememberConsent, rememberOfferAnswered } from './consentCookie';
import { startServer, type RunningServer } from './server';

export interface E2E {
  server: RunningServer;
  browser: Browser;
  /** A new browser context (its own cookies) and page; console errors are collected. */
  newPage(options?: {
    javaScriptEnabled?: boolean;
    viewport?: { width: number; height: number };
    /** False: a first visit, with no cookie choice made yet (the banner asks). */
    consentGiven?: boolean;
    /** False: the subscriber offer was never answered (it opens 30 s into the visit). */
    offerAnswered?: boolean;
    /** A browser's own user agent (headless Chromium's reads as a bot to isbot). */
    userAgent?: string;
    /**
     * 'allow' lets the store's service worker run. Blocked by default: the worker answers
     * navigations, which would hide them from `page.route` in other tests.
     */
    serviceWorkers?: 'allow' | 'block';
  }): Promise<{
    context: BrowserContext;
    page: Page;
    consoleErrors: string[];
  }>;
  close(): Promise<void>;
}

export async function startE2E(env: Record<string, string> = {}): Promise<E2E> {
  const [server, browser] = await Promise.all([startServer(env), launchBrowser()]);
  return {
    server,
    browser,
    async newPage(options = {}) {
      const context = await browser.newContext({
        baseURL: server.origin,
        javaScriptEnabled: options.javaScriptEnabled ?? true,
        viewport: options.viewport ?? { width: 1280, height: 900 },
        ...(options.userAgent ? { userAgent: options.userAgent } : {}),
        serviceWorkers: options.serviceWorkers ?? 'block',
      });
      if (options.consentGiven !== false) await rememberConsent(context, server.origin);
      if (options.offerAnswered !== false) await rememberOfferAnswered(context, server.origin);
      const page = await context.newPage();
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      page.on('pageerror', (error) => consoleErrors.push(error.message));
      return { context, page, consoleErrors };
    },
    async close() {
      await browser.close();
      await server.stop();
    },
  };
}
