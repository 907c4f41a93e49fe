/**
 * Accessibility of the guard screens (issue 16): axe-core's WCAG 2.2 A and AA rules on
 * /403/ (signed out, and signed in with the request-dashboard-permission overlay open)
 * and on the paid plans page (with the request-permission overlay open). Zero violations.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCustomer, CUSTOMER, setPro, signInAs } from '../e2e/guardSupport';
import { startE2E, type E2E } from '../e2e/harness';
import { hydrated, signInThroughPage } from '../e2e/runtimeSupport';
import { describeViolations, wcagViolations } from './axe';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
  await addCustomer(e2e.server.dataDir);
  // On the Free plan, the plans page offers the upgrade (the demo store is seeded with Pro).
  setPro(e2e.server.dataDir, false);
});
afterAll(async () => {
  await e2e?.close();
});

const violations = async (page: Page) => describeViolations(await wcagViolations(page));

describe('guard screens accessibility (WCAG 2.2 AA)', () => {
  it('/403/ signed out has no violations', async () => {
    const { page, context } = await e2e.newPage();
    await page.goto('/403/');
    await hydrated(page);
    expect(await violations(page)).toStrictEqual([]);
    await context.close();
  });

  it('/403/ with the request-dashboard-permission overlay has no violations', async () => {
    const { page, context } = await e2e.newPage();
    await signInAs(page, CUSTOMER, '/dashboard/', '/403/');
    await hydrated(page);
    expect(await violations(page)).toStrictEqual([]);
    await page.getByRole('button', { name: 'Request access' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request dashboard permission' });
    await dialog.getByRole('button', { name: 'Request permission' }).click();
    await dialog.getByText('This field is required').waitFor();
    expect(await violations(page)).toStrictEqual([]);
    await context.close();
  });

  it('the plans page, and its request-permission overlay, have no violations', async () => {
    const { page, context } = await e2e.newPage();
    await signInThroughPage(page, 'seller', '/plans/');
    await page.getByRole('heading', { name: 'Plans', level: 1 }).waitFor();
    expect(await violations(page)).toStrictEqual([]);
    await page.getByRole('button', { name: 'Request Pro' }).click();
    await page.getByRole('dialog', { name: 'Request permission' }).waitFor();
    expect(await violations(page)).toStrictEqual([]);
    await context.close();
  });
});
