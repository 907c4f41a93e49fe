/**
 * Finds and launches the system's Chromium for end-to-end tests (playwright-core cannot
 * download browsers here). Looks at CHROMIUM_PATH, then the Debian package, then a
 * Playwright-installed browser.
 */
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';

export function findChromium(): string {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
    ...playwrightBrowsers(),
  ].filter((path): path is string => Boolean(path));
  const found = candidates.find((path) => existsSync(path));
  if (!found) {
    throw new Error(
      'No Chromium found: install it (apt-get install -y chromium) or set CHROMIUM_PATH.',
    );
  }
  return found;
}

function playwrightBrowsers(): string[] {
  const root = join(homedir(), '.cache', 'ms-playwright');
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .filter((name) => name.startsWith('chromium'))
    .map((name) => join(root, name, 'chrome-linux', 'chrome'));
}

/** Headless Chromium with the flags this machine needs (no sandbox as root, no network noise). */
export async function launchBrowser(): Promise<Browser> {
  // Playwright gives every launch a fresh, empty profile directory of its own.
  return chromium.launch({
    executablePath: findChromium(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}
