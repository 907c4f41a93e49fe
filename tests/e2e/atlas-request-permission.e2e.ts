import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../a11y/axe';
import { startE2E, type E2E } from './harness';
import { queryServerDb } from './outbox';
import { addViewer, signInToAtlas, VIEWER } from './atlasSupport';

/**
 * An action a staff member may not take opens the request-permission overlay (issue 19):
 * a viewer presses Mute, asks for the permission from the keyboard, and the request waits
 * in the admin's permission requests inbox.
 */
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

describe('requesting a permission in atlas', () => {
  it('asks for the permission instead of muting, and the admin finds the request', async () => {
    addViewer(e2e.server.dataDir);
    const { page } = await e2e.newPage();
    await signInToAtlas(page, VIEWER);
    await page.getByRole('link', { name: 'Staff' }).click();
    const mute = page.getByRole('button', { name: 'Mute atlas@demo.localhost' });
    await mute.waitFor();
    expect(await mute.getAttribute('aria-disabled')).toBe('true');

    await mute.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Request permission' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(
      "You don't have permission to mute staff. You can ask for it: an admin will be told.",
    );
    await expectAccessible(page);
    // Focus is inside the dialog; Tab stays there.
    const submit = dialog.getByRole('button', { name: 'Request permission' });
    await submit.focus();
    await page.keyboard.press('Enter');
    await dialog
      .getByRole('status')
      .filter({ hasText: 'Permission request successfully submitted' })
      .waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? null)).toBe(
      'Close',
    );
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    // Focus goes back to the button that opened it; nobody was muted.
    expect(await mute.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(
      queryServerDb<{ muted_at: string | null }>(
        e2e.server.dataDir,
        "SELECT muted_at FROM staff_profiles WHERE user_id = (SELECT id FROM users WHERE email = 'atlas@demo.localhost')",
      ),
    ).toStrictEqual({ muted_at: null });

    const admin = (await e2e.newPage()).page;
    await signInToAtlas(admin);
    await admin.getByRole('link', { name: 'Permission requests' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Permission requests' }).waitFor();
    const row = admin.getByRole('row').filter({ hasText: VIEWER });
    await row.waitFor();
    expect(
      queryServerDb<{ permissions: string; status: string }>(
        e2e.server.dataDir,
        `SELECT permissions, status FROM permission_requests WHERE user_id = (SELECT id FROM users WHERE email = '${VIEWER}')`,
      ),
    ).toStrictEqual({ permissions: 'users.mute', status: 'pending' });
    await expectAccessible(admin);
  });
});
