/**
 * Accessibility of the dashboard's account settings (issue 16): axe-core's WCAG 2.2 A and
 * AA rules on /dashboard/account/, and with its confirm-password overlay open showing a
 * field error. Zero violations.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2E, type E2E } from '../e2e/harness';
import { signInThroughPage } from '../e2e/runtimeSupport';
import { expectAccessible } from './axe';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

describe('account settings accessibility (WCAG 2.2 AA)', () => {
  it('the account screen and its confirm-password overlay have no violations', async () => {
    const { page, context } = await e2e.newPage();
    await signInThroughPage(page, 'seller', '/dashboard/account/');
    await page.getByRole('heading', { name: 'Sessions' }).waitFor();
    await page.getByText('You have no passkeys yet.').waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
    const dialog = page.getByRole('dialog', { name: 'Turn on two-factor authentication' });
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByText('This field is required').waitFor();
    // Focus stays in the overlay, on the field that needs fixing.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe(
      'password',
    );
    await expectAccessible(page);
    await context.close();
  });
});
