import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../a11y/axe';
import { DEMO_ORDERS } from '../../server/seed/demoOrders';
import { startE2E, type E2E } from './harness';
import { queryServerDb } from './outbox';
import { signInThroughPage } from './runtimeSupport';
import { signInToAtlas } from './atlasSupport';

/**
 * Atlas's second part as staff use it (issue 19): the demo orders are there on a fresh
 * start; staff grant a seller's permission request with a note and the seller is told in
 * the dashboard's bell; staff add a colleague.
 */
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

describe('atlas administration', () => {
  it('shows the demo orders, grants a permission request (the seller is told) and adds staff', async () => {
    // The seller asks for a permission from the dashboard (the overlay's own call).
    const seller = await e2e.newPage();
    await signInThroughPage(seller.page, 'seller', '/dashboard/pages/');
    const asked = await seller.page.evaluate(async () => {
      const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '');
      const response = await fetch('/omnis/v3/atlas/permissions/request/pages.edit/', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', 'x-csrf-token': xsrf },
        body: JSON.stringify({ reason: 'I need to fix the about page' }),
      });
      return response.status;
    });
    expect(asked).toBe(200);

    const { page, consoleErrors } = await e2e.newPage();
    await signInToAtlas(page);
    consoleErrors.length = 0;

    // The demo orders are there on a fresh start.
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    // All seven at first; the search leaves the one order of that address.
    await expect
      .poll(() => page.getByRole('link', { name: /^Order \d+$/ }).count())
      .toBe(DEMO_ORDERS.length);
    await page.getByLabel('Order id, email or hash').fill(DEMO_ORDERS[0]!.email);
    await page.getByRole('button', { name: 'Find orders' }).click();
    await expect.poll(() => page.getByRole('link', { name: /^Order \d+$/ }).count()).toBe(1);

    // The inbox: the request, granted with a note.
    await page.getByRole('link', { name: 'Permission requests' }).click();
    await page.getByRole('heading', { level: 1, name: 'Permission requests' }).waitFor();
    await page.getByRole('rowheader', { name: /seller@demo\.localhost/ }).waitFor();
    await page.getByRole('cell', { name: 'I need to fix the about page' }).waitFor();
    await expectAccessible(page);
    await page
      .getByRole('button', { name: 'Grant the request from seller@demo.localhost' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Grant the request' });
    await dialog.waitFor();
    // Focus moved into the dialog, onto its note.
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');
    await expectAccessible(page);
    await dialog.getByLabel('Note to the requester').fill('Go ahead');
    await dialog.getByRole('button', { name: 'Grant', exact: true }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Request from seller@demo.localhost granted; they have been told.' })
      .waitFor();
    await page.getByText('No requests are waiting.').waitFor();
    const stored = queryServerDb<{ status: string; note: string }>(
      e2e.server.dataDir,
      "SELECT status, note FROM permission_requests WHERE reason = 'I need to fix the about page'",
    );
    expect(stored).toStrictEqual({ status: 'granted', note: 'Go ahead' });
    await page.getByLabel('Show').selectOption('granted');
    await page.getByRole('cell', { name: /atlas@demo\.localhost, .*: Go ahead/ }).waitFor();

    // The seller hears of it in the dashboard's bell.
    await seller.page.goto('/dashboard/pages/');
    const bell = seller.page.getByRole('button', { name: /^Notifications, [1-9]\d* unread$/ });
    await bell.waitFor();
    await bell.click();
    await seller.page
      .getByRole('region', { name: 'Notifications' })
      .getByText('Permission request granted')
      .waitFor();
    await seller.page.getByText('Your request for pages.edit was granted. Go ahead').waitFor();

    // Staff: add a colleague.
    await page.getByRole('link', { name: 'Staff' }).click();
    await page.getByRole('heading', { level: 1, name: 'Staff' }).waitFor();
    await page.getByRole('button', { name: 'Add staff member' }).click();
    const form = page.getByRole('dialog', { name: 'Add a staff member' });
    await form.waitFor();
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Add staff member' }).click();
    await form.getByRole('alert').filter({ hasText: 'Enter a valid email address' }).waitFor();
    await form.getByLabel('Email').fill('nia@omnis.example');
    await form.getByLabel('First name').fill('Nia');
    await form.getByLabel('Last name').fill('Okoro');
    await form.getByLabel('Username').fill('nia');
    await form.getByLabel('Team').fill('Support');
    await form.getByLabel('Role').selectOption('support');
    await form
      .getByLabel('Reports to')
      .selectOption({ label: 'Atlas Member (atlas@demo.localhost)' });
    await form.getByRole('button', { name: 'Add staff member' }).click();
    await page
      .getByRole('status')
      .filter({
        hasText: 'nia@omnis.example added. We emailed them a link to choose their password.',
      })
      .waitFor();
    await page.getByRole('rowheader', { name: 'nia@omnis.example' }).waitFor();
    const profile = queryServerDb<{ username: string; status: number; role: string; team: string }>(
      e2e.server.dataDir,
      `SELECT username, status, role, team FROM staff_profiles
         JOIN users ON users.id = staff_profiles.user_id WHERE users.email = ?`,
      'nia@omnis.example',
    );
    expect(profile).toStrictEqual({ username: 'nia', status: 0, role: 'support', team: 'Support' });

    // Edit: a Pending member.
    await page.getByRole('button', { name: 'Edit nia@omnis.example' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit nia@omnis.example' });
    await edit.getByLabel('Status').selectOption({ label: 'Pending' });
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'nia@omnis.example saved' }).waitFor();
    await expectAccessible(page);

    // Both actions are in the audit log.
    await page.getByRole('link', { name: 'Audit log' }).click();
    for (const action of ['permission-request.grant', 'staff.create', 'staff.update'])
      await page.getByRole('rowheader', { name: action, exact: true }).waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it('makes a reprint of a demo order with a reason; the child order links back', async () => {
    const { page, consoleErrors } = await e2e.newPage();
    await signInToAtlas(page);
    consoleErrors.length = 0;
    const complete = DEMO_ORDERS.find((plan) => plan.status === 'complete')!;
    await page.getByLabel('Order id, email or hash').fill(complete.email);
    await page.getByRole('button', { name: 'Find orders' }).click();
    const link = page.getByRole('link', { name: /^Order \d+$/ });
    await expect.poll(() => link.count()).toBe(1);
    const parentName = (await link.textContent()) ?? '';
    await link.click();
    await page.getByText('Status: complete', { exact: false }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Reprint or exchange' }).waitFor();

    // A reason is required.
    await page.getByRole('button', { name: 'Make reprint' }).click();
    await page.getByRole('alert').filter({ hasText: 'Give a reason' }).waitFor();
    await page.getByLabel('Reason').fill('Print faded in the wash');
    await page.getByRole('button', { name: 'Make reprint' }).click();
    await page.getByRole('status').filter({ hasText: 'Reprint made' }).waitFor();
    const childLink = page
      .getByRole('list', { name: 'Reprints and exchanges' })
      .getByRole('link', { name: /^Order \d+$/ });
    await childLink.waitFor();
    await page.getByText('reprint, paid (Print faded in the wash)', { exact: false }).waitFor();
    await expectAccessible(page);

    const parentId = Number(parentName.replace('Order ', ''));
    const child = queryServerDb<{ status: string; total: number; child_reason: string }>(
      e2e.server.dataDir,
      "SELECT status, total, child_reason FROM orders WHERE parent_order_id = ? AND child_order_type = 'reprint'",
      parentId,
    );
    expect(child).toStrictEqual({
      status: 'paid',
      total: 0,
      child_reason: 'Print faded in the wash',
    });

    // The child order says whose reprint it is and links back.
    await childLink.click();
    await page.getByText('A reprint of', { exact: false }).waitFor();
    await page.getByRole('link', { name: parentName, exact: true }).waitFor();
    await expectAccessible(page);
    expect(consoleErrors).toEqual([]);
  });
});
