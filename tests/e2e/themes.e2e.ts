/**
 * The theme editor end to end (issue 18) in Chromium: the seller changes the primary
 * colour and a heading font, the framed storefront changes without a reload, the theme is
 * saved, and the storefront itself then wears it. The screen passes axe.
 */
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connect';
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

const cssVariable = (name: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim();

async function previewFrame(page: Page): Promise<Frame> {
  const element = await page.locator('iframe[title="Store preview"]').elementHandle();
  const frame = await element?.contentFrame();
  if (!frame) throw new Error('No preview frame');
  await frame.waitForLoadState('load');
  return frame;
}

async function waitForVariable(frame: Frame | Page, name: string, pattern: RegExp) {
  await frame.waitForFunction(
    ([variable, source]) =>
      new RegExp(source).test(
        getComputedStyle(document.documentElement).getPropertyValue(variable).trim(),
      ),
    [name, pattern.source] as const,
  );
}

describe('theme editor', () => {
  it('changes the primary colour and a font, previews them live, saves, and the store shows them', async () => {
    const { page, context } = await e2e.newPage({ viewport: { width: 1440, height: 900 } });
    await signInThroughPage(page, 'seller', '/dashboard/themes/');
    await page.getByRole('heading', { name: 'Theme', level: 1 }).waitFor();

    const frame = await previewFrame(page);
    await hydrated(page);
    // The frame must not reload while keys change: a mark on its window must survive.
    await frame.waitForFunction(() => document.readyState === 'complete');
    await frame.evaluate(() => {
      (window as unknown as { previewMark?: number }).previewMark = 1;
    });

    // A dark red: white button text on it keeps AA contrast, so the framed store passes axe too.
    const primary = page.getByLabel('primary.color', { exact: true });
    await primary.fill('#b00020');
    await primary.press('Enter');
    await waitForVariable(frame, '--primary-color', /^#b00020$/);

    await page.locator('summary', { hasText: /^heading1/ }).click();
    await page.getByLabel('heading1.font', { exact: true }).selectOption('Pacifico');
    await waitForVariable(frame, '--heading1-font', /Pacifico/);
    expect(
      await frame.evaluate(() => (window as unknown as { previewMark?: number }).previewMark),
    ).toBe(1);
    await page.getByText('Unsaved changes').waitFor();

    // Any page of the store: the newly framed page asks for the edited theme and wears it.
    await page.getByLabel('Page', { exact: true }).fill('/collection/mens/');
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await frame.waitForURL(/\/collection\/mens\/\?theme-preview=1$/);
    await waitForVariable(frame, '--primary-color', /^#b00020$/);
    await waitForVariable(frame, '--heading1-font', /Pacifico/);

    await expectAccessible(page);

    // Undo takes the font back, live; choosing it again restores it.
    await page.getByRole('button', { name: 'Undo' }).click();
    await waitForVariable(frame, '--heading1-font', /^(?!.*Pacifico)/);
    await page.getByLabel('heading1.font', { exact: true }).selectOption('Pacifico');
    await waitForVariable(frame, '--heading1-font', /Pacifico/);

    await page.getByRole('button', { name: 'Save theme' }).click();
    await page.getByText('Your theme has been saved').waitFor();

    const shopper = await context.newPage();
    await shopper.goto('/');
    await hydrated(shopper);
    expect(await shopper.evaluate(cssVariable, '--primary-color')).toBe('#b00020');
    expect(await shopper.evaluate(cssVariable, '--heading1-font')).toContain('Pacifico');
    await shopper.close();

    // The selector: every preset the plan allows, as a radio with a live thumbnail.
    await page.getByRole('tab', { name: 'Choose a preset' }).click();
    await page.getByRole('radio', { name: /^Naked/ }).waitFor();
    // The demo store is on the Pro plan, so its Pro variants are offered; deprecated presets never are.
    await page.getByRole('radio', { name: 'Teemill Pro Dark', exact: true }).waitFor();
    expect(await page.getByRole('radio', { name: 'Boho' }).count()).toBe(0);
    expect(await page.getByRole('radio').count()).toBe(37);
    await expectAccessible(page);
  });

  it('refuses a save over a newer one with the conflict message, and loads the newer theme', async () => {
    const mine = await e2e.newPage();
    const theirs = await e2e.newPage();
    for (const { page } of [mine, theirs]) {
      await signInThroughPage(page, 'seller', '/dashboard/themes/');
      await page.getByLabel('primary.color', { exact: true }).waitFor();
    }
    const theirColour = theirs.page.getByLabel('primary.color', { exact: true });
    await theirColour.fill('#005a9c');
    await theirColour.press('Enter');
    await theirs.page.getByRole('button', { name: 'Save theme' }).click();
    await theirs.page.getByText('Your theme has been saved').waitFor();

    const myColour = mine.page.getByLabel('primary.color', { exact: true });
    await myColour.fill('#6a1b9a');
    await myColour.press('Enter');
    await mine.page.getByRole('button', { name: 'Save theme' }).click();
    const conflict = mine.page.getByRole('alert').filter({ hasText: 'changed by someone else' });
    await conflict
      .getByText('This theme was changed by someone else. Reload it to see the current theme.')
      .waitFor();
    await conflict.getByRole('button', { name: 'Load the current theme' }).click();
    expect(await myColour.inputValue()).toBe('#005a9c');
    await mine.page.getByRole('button', { name: 'Save theme' }).click();
    await mine.page.getByText('Your theme has been saved').waitFor();
    await mine.context.close();
    await theirs.context.close();
  });

  it('marks the saved theme in use, refuses a taken name in the inline rename, and asks before deleting', async () => {
    const { page, context } = await e2e.newPage({ viewport: { width: 1440, height: 900 } });
    await signInThroughPage(page, 'seller', '/dashboard/themes/');
    await page.getByLabel('primary.color', { exact: true }).waitFor();
    for (const name of ['Night', 'Morning']) {
      await page.getByLabel('Theme name').fill(name);
      await page.getByRole('button', { name: 'Save as new theme' }).click();
      await page.getByText(`Saved as "${name}"`).waitFor();
    }
    await page.getByRole('tab', { name: 'Choose a preset' }).click();
    // The snackbar shows its messages one after another, so from here the list is awaited.

    // Use "Night" and save: it is the store's theme now, so it cannot be deleted.
    await page.getByRole('button', { name: 'Use Night' }).click();
    await page.getByRole('button', { name: 'Save theme' }).click();
    // The save also redraws the live preview; on a loaded machine that took over 30 s once.
    await page.getByText('In use', { exact: true }).waitFor({ timeout: 60_000 });
    expect(await page.getByRole('button', { name: 'Delete Night' }).isDisabled()).toBe(true);
    await page
      .getByText('Your store uses this theme. Save another theme for your store to delete it.')
      .waitFor();

    // Rename inline: a taken name is refused with its message, then a free one is kept.
    await page.getByRole('button', { name: 'Rename Morning' }).click();
    const name = page.getByLabel('New name for Morning');
    await name.fill('night');
    await name.press('Enter');
    await page.getByRole('alert').getByText('A theme with this name already exists').waitFor();
    await name.press('Escape');
    await page.getByRole('button', { name: 'Rename Morning' }).waitFor();
    await expectAccessible(page);

    // Delete asks first with the confirm dialog; Cancel keeps the theme.
    await page.getByRole('button', { name: 'Delete Morning' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete theme' });
    await dialog.waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Use Morning' }).waitFor();

    const database = openDatabase({ dataDir: e2e.server.dataDir });
    try {
      const rows = await database.db
        .selectFrom('custom_themes')
        .select(['id', 'name'])
        .where('name', 'in', ['Night', 'Morning'])
        .orderBy('name')
        .execute();
      expect(rows.map((row) => row.name)).toEqual(['Morning', 'Night']);
      const used = await database.db
        .selectFrom('store_themes')
        .select('custom_theme_id')
        .where('custom_theme_id', 'is not', null)
        .executeTakeFirst();
      expect(used?.custom_theme_id).toBe(rows[1]?.id);
    } finally {
      await database.close();
    }
    await context.close();
  });
});
