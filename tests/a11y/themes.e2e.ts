/**
 * Accessibility of the dashboard's theme screen (issue 18): a keyboard-only seller changes
 * the primary colour by typing and with the colour picker's arrow keys, undoes, opens a
 * group and picks a font; axe-core's WCAG 2.2 A and AA rules find no violation with the
 * picker open and a field error shown (the framed storefront included). Values are read
 * with expect.poll: a key's effect reaches the field a render later, which a loaded
 * machine makes visible.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from '../e2e/harness';
import { signInThroughPage } from '../e2e/runtimeSupport';
import { expectAccessible } from './axe';
import { tabTo } from './keyboard';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

/** A selector for the control labelled `label` (its id comes from React's useId). */
async function controlSelector(page: Page, label: string): Promise<string> {
  const id = await page.getByLabel(label, { exact: true }).getAttribute('id');
  return `[id="${id}"]`;
}

describe('theme screen accessibility (WCAG 2.2 AA)', () => {
  it('is usable by keyboard alone and has no violations', async () => {
    const { page, context } = await e2e.newPage({ viewport: { width: 1440, height: 900 } });
    await signInThroughPage(page, 'seller', '/dashboard/themes/');
    const primary = page.getByLabel('primary.color', { exact: true });
    await primary.waitFor();
    const start = await primary.inputValue();

    await tabTo(page, {
      selector: await controlSelector(page, 'primary.color'),
      name: 'primary.color',
    });
    await page.keyboard.press('Control+A');
    await page.keyboard.type('#b00020');
    await page.keyboard.press('Enter');
    await expect.poll(() => primary.inputValue()).toBe('#b00020');

    await tabTo(page, {
      selector: 'button[aria-expanded]',
      text: 'Picker for primary.color',
      name: 'the primary colour picker button',
    });
    await page.keyboard.press('Enter');
    await tabTo(page, { selector: '[role="slider"][aria-label="Hue"]', name: 'the hue slider' });
    // Red sits at the top of the hue range, so the colour moves down it.
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => primary.inputValue()).not.toBe('#b00020');

    await tabTo(page, { selector: 'button', text: 'Undo', name: 'Undo' }, { backwards: true });
    // Undo from the keyboard, step by step, back through the typed colour to the start.
    // How many steps the typing and the slider made depends on how the editor grouped
    // them, so each poll presses Undo once more until the value is reached.
    const undoUntil = (value: string) =>
      expect
        .poll(async () => {
          const now = await primary.inputValue();
          if (now !== value) await page.keyboard.press('Enter');
          return now;
        })
        .toBe(value);
    await undoUntil('#b00020');
    await undoUntil(start);

    await tabTo(page, { selector: 'summary', text: 'heading1', name: 'the heading1 group' });
    await page.keyboard.press('Enter');
    await tabTo(page, {
      selector: await controlSelector(page, 'heading1.font'),
      name: 'heading1.font',
    });
    await page.keyboard.press('End');
    await expect
      .poll(() => page.getByLabel('heading1.font', { exact: true }).inputValue())
      .not.toBe('');

    await primary.fill('red');
    await primary.press('Enter');
    await page.getByText('Use a hex colour such as #1a2b3c or #1a2b3c80').waitFor();
    await expectAccessible(page);
    await context.close();
  });
});
