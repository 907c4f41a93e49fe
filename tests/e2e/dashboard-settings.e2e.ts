/**
 * The seller dashboard's home, navigation, plugins and store settings (issue 18) in
 * Chromium as the demo seller: the home's setup steps, Ctrl+K to another screen, the
 * currency plugin with three currencies seen on the storefront, a custom domain (with its
 * validation message), and password protection the storefront obeys until the password
 * is typed, and the favicon and logo picked from the image library (uploaded from inside
 * the picker, chosen by keyboard) with the favicon in the storefront's head. Each new
 * screen is axe-clean; the database is read to see what was saved.
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible } from '../a11y/axe';
import { startE2E, type E2E } from './harness';
import { hydrated, signInThroughPage } from './runtimeSupport';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const storeRow = () => {
  const db = new Database(join(e2e.server.dataDir, 'omnis.sqlite'), { readonly: true });
  try {
    return db
      .prepare(
        "select custom_domain, password_protected, store_password_hash, settings from divisions where code = 'demo'",
      )
      .get() as {
      custom_domain: string | null;
      password_protected: number;
      store_password_hash: string | null;
      settings: string;
    };
  } finally {
    db.close();
  }
};

const axeClean = async (page: Page) => await expectAccessible(page);

describe('seller dashboard: home, navigation, plugins and settings', () => {
  it('shows the setup steps, and Ctrl+K jumps to a screen', async () => {
    const { page, consoleErrors } = await e2e.newPage();
    await signInThroughPage(page, 'seller', '/dashboard/');
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
    const steps = page.getByRole('region', { name: 'What to do next' });
    await steps.locator('ol').getByRole('link', { name: 'Build your homepage' }).waitFor();
    // The demo store has collections and products: those steps are done by the data.
    expect(await steps.locator('li.dash-step--done').count()).toBeGreaterThan(0);
    await page.getByText('Live').first().waitFor();
    await axeClean(page);

    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Go to a screen' });
    await dialog.waitFor();
    const box = dialog.getByRole('combobox', { name: 'Search screens' });
    expect(await box.evaluate((element) => element === document.activeElement)).toBe(true);
    await box.fill('domain');
    await dialog
      .getByRole('status')
      .getByText(/screens?$/)
      .waitFor();
    await axeClean(page);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/dashboard/settings/domain/');
    await page.getByRole('heading', { name: 'Domain', level: 2 }).waitFor();
    // Escape closes the palette and gives focus back.
    await page.keyboard.press('Control+k');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(consoleErrors).toStrictEqual([]);
  });

  it('turns on the currency plugin with three currencies and the storefront offers them', async () => {
    const { page } = await e2e.newPage();
    await signInThroughPage(page, 'seller', '/plugins/');
    await page.getByRole('heading', { name: 'Plugins', level: 1 }).waitFor();
    await axeClean(page);
    await page.getByRole('link', { name: 'Currency' }).click();
    await page.getByRole('heading', { name: 'Currency', level: 1 }).waitFor();
    const offered = page.getByRole('group', { name: 'Currencies offered' });
    for (const code of ['USD', 'EUR']) {
      const box = offered.getByRole('checkbox', { name: new RegExp(`^${code} `) });
      if (await box.isChecked()) await box.uncheck();
    }
    for (const code of ['CAD', 'AUD', 'JPY']) {
      await offered.getByRole('checkbox', { name: new RegExp(`^${code} `) }).check();
    }
    // GBP is always offered, and stays the default: the header's selector shows for GBP.
    expect(await offered.getByRole('checkbox', { name: /^GBP / }).isDisabled()).toBe(true);
    await page.getByLabel('Default currency').selectOption('GBP');
    await axeClean(page);
    await page.getByRole('button', { name: /^(Save|Install)$/ }).click();
    await page.getByRole('status').getByText('Saved').waitFor();
    expect(JSON.parse(storeRow().settings).plugins.currency).toStrictEqual({
      enabled: true,
      currency: 'GBP',
      currencies: 'GBP,CAD,AUD,JPY',
    });

    const shopper = (await e2e.newPage()).page;
    await shopper.goto('/');
    await hydrated(shopper);
    const selector = shopper.getByRole('combobox', { name: 'Currency' });
    await selector.waitFor();
    const options = await selector.locator('option').allTextContents();
    expect(options).toStrictEqual(['GBP', 'CAD', 'AUD', 'JPY']);
  });

  it('sets a custom domain, with the validation message on bad input and the DNS record', async () => {
    const { page } = await e2e.newPage();
    await signInThroughPage(page, 'seller', '/dashboard/settings/domain/');
    const field = page.getByLabel('Custom domain');
    await field.fill('not a domain');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Please enter a valid domain').waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await field.fill('shop.loopandthread.test');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').getByText('Saved').waitFor();
    expect(storeRow().custom_domain).toBe('shop.loopandthread.test');
    await page.getByRole('button', { name: 'Check the DNS record' }).click();
    const record = page.getByRole('table', { name: 'The record to create' });
    await record.waitFor({ timeout: 15_000 });
    expect(await record.getByRole('cell').first().textContent()).toBe('CNAME');
    await axeClean(page);
  });

  it('password-protects the store: the storefront asks for the password, then lets the shopper in', async () => {
    const { page } = await e2e.newPage();
    await signInThroughPage(page, 'seller', '/dashboard/settings/access/');
    await page.getByRole('checkbox', { name: 'Password-protect the store' }).check();
    await page.getByLabel('Storefront password').fill('let me in');
    await axeClean(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').getByText('Saved').waitFor();
    const row = storeRow();
    expect(row.password_protected).toBe(1);
    expect(row.store_password_hash).toMatch(/^\$argon2id\$/);

    const shopper = (await e2e.newPage()).page;
    await shopper.goto('/');
    await shopper.waitForURL((url) => url.pathname === '/login/');
    await hydrated(shopper);
    await shopper.getByRole('heading', { name: /is password protected/ }).waitFor();
    await axeClean(shopper);
    await shopper.getByLabel('Store password').fill('wrong');
    await shopper.getByRole('button', { name: 'Enter the store' }).click();
    await shopper.getByText('That password is not right').waitFor();
    await shopper.getByLabel('Store password').fill('let me in');
    await shopper.getByRole('button', { name: 'Enter the store' }).click();
    await shopper.waitForURL((url) => url.pathname === '/');
    await hydrated(shopper);
    expect(new URL(shopper.url()).pathname).toBe('/');

    // Turned off again, so the store is open to everyone.
    await page.getByRole('checkbox', { name: 'Password-protect the store' }).uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').getByText('Saved').waitFor();
    expect(storeRow().password_protected).toBe(0);
  });

  it('picks the favicon and logo from the image library, uploading from inside the picker', async () => {
    const { page, consoleErrors } = await e2e.newPage();
    await signInThroughPage(page, 'seller', '/dashboard/settings/general/');
    await page.getByRole('heading', { name: 'General', level: 2 }).waitFor();
    await page.getByRole('button', { name: 'Choose the favicon from the library' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose the favicon' });
    await picker.waitFor();
    await axeClean(page);
    const icon = await sharp({
      create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 40, b: 90 } },
    })
      .png()
      .toBuffer();
    await picker
      .getByLabel('Upload a new image')
      .setInputFiles({ name: 'shop-icon.png', mimeType: 'image/png', buffer: icon });
    await picker.getByRole('status').getByText('shop-icon.png uploaded').waitFor();
    // The new image is first in the grid and has the focus: Enter picks it.
    const newest = picker.getByRole('option', { name: /shop-icon\.png/ });
    await newest.waitFor();
    expect(await newest.evaluate((element) => element === document.activeElement)).toBe(true);
    await axeClean(page);
    await page.keyboard.press('Enter');
    await picker.waitFor({ state: 'detached' });
    const favicon = await page.getByLabel('Favicon address').inputValue();
    expect(favicon).toMatch(/^\/uploads\/.+\.png$/);
    expect(
      await page
        .getByRole('button', { name: 'Choose the favicon from the library' })
        .evaluate((element) => element === document.activeElement),
    ).toBe(true);

    // The logo: the same image, chosen by keyboard; Escape leaves the social image alone.
    await page.getByRole('button', { name: 'Choose the logo from the library' }).click();
    const logoPicker = page.getByRole('dialog', { name: 'Choose the logo' });
    await logoPicker.getByRole('option', { name: /shop-icon\.png/ }).waitFor();
    await logoPicker.getByRole('option').first().focus();
    await page.keyboard.press('End');
    await page.keyboard.press('Home');
    await page.keyboard.press(' ');
    await logoPicker.waitFor({ state: 'detached' });
    expect(await page.getByLabel('Logo address').inputValue()).toBe(favicon);
    await page.getByRole('img', { name: 'Your logo' }).waitFor();
    await page.getByRole('button', { name: 'Choose the social image from the library' }).click();
    await page.getByRole('dialog', { name: 'Choose the social image' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await axeClean(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').getByText('Saved').waitFor();
    expect(JSON.parse(storeRow().settings).favicon).toBe(favicon);

    const shopper = (await e2e.newPage()).page;
    await shopper.goto('/');
    expect(await shopper.locator('link[rel="icon"]').getAttribute('href')).toBe(favicon);
    expect(consoleErrors).toStrictEqual([]);
  });
});
