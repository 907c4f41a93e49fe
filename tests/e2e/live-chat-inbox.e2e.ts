import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchTransport, memoryCookieJar } from '../../src/api/transport';
import { createChatApi } from '../../src/chat/chatApi';
import { INBOX_PAGE_SIZE } from '../../src/chat/conversation';
import { expectAccessible } from '../a11y/axe';
import { signInToAtlas } from './atlasSupport';
import { startE2E, type E2E } from './harness';
import { queryServerDb } from './outbox';
import { signInThroughPage } from './runtimeSupport';

/**
 * The agents' inboxes past the first page and the messages left while offline (issue 22),
 * in the dashboard (a store's sellers) and in atlas (staff): "Load more" adds the next page
 * and moves focus to the first conversation it added; a message left while offline is read,
 * answered by email and marked handled, and the database says so.
 */
let e2e: E2E;
const CHATS = INBOX_PAGE_SIZE + 5;
beforeAll(async () => {
  e2e = await startE2E();
  // Shoppers write through the product's own API, as the panel does, oldest first.
  const client = () => fetchTransport({ baseUrl: e2e.server.origin, jar: memoryCookieJar() });
  for (let n = 1; n <= CHATS; n++) {
    const transport = client();
    const token = await createChatApi(transport).token();
    await createChatApi(transport, token).start({
      group: 3,
      name: `Shopper ${String(n).padStart(2, '0')}`,
      body: `Question ${n}`,
    });
  }
  const offline = createChatApi(client());
  await offline.offline({
    group: 3,
    name: 'Grace',
    email: 'grace@example.com',
    message: 'Do you ship to Norway?',
  });
  await offline.offline({
    group: 4,
    name: 'Linus',
    email: 'linus@example.com',
    message: 'Can you design my logo?',
  });
});
afterAll(async () => {
  await e2e?.close();
});

async function pagesThroughTheInbox(page: Page) {
  const list = page.getByRole('navigation', { name: 'Conversations' });
  await list.getByRole('button', { name: /Shopper 25/ }).waitFor();
  expect(await list.getByRole('listitem').count()).toBe(INBOX_PAGE_SIZE);
  await list.getByRole('button', { name: 'Load more' }).click();
  // Focus lands on the first conversation the new page added (the sixth oldest).
  await list.getByRole('button', { name: /Shopper 05/ }).waitFor();
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
    .toContain('Shopper 05');
  expect(await list.getByRole('listitem').count()).toBe(CHATS);
  // The last page: no "Load more" any longer.
  expect(await list.getByRole('button', { name: 'Load more' }).count()).toBe(0);
  await expectAccessible(page);
}

async function answersAnOfflineMessage(page: Page, name: string, email: string) {
  const section = page.getByRole('region', { name: 'Messages left while offline' });
  await section.getByRole('button', { name: new RegExp(`${name}.*New`) }).click();
  await section.getByRole('heading', { name: `Message from ${name}` }).waitFor();
  await section.getByRole('button', { name: new RegExp(`${name}.*Read`) }).waitFor();
  await section.getByRole('button', { name: 'Send reply' }).click();
  await section.getByRole('alert').waitFor();
  await section.getByLabel(`Reply by email to ${email}`).fill('Yes, we do. Thanks for asking!');
  await section.getByRole('button', { name: 'Send reply' }).click();
  await section.getByRole('button', { name: 'Mark as not handled' }).waitFor();
  const replied = queryServerDb<{ replied_at: string | null; handled_at: string | null }>(
    e2e.server.dataDir,
    'SELECT replied_at, handled_at FROM chat_offline_messages WHERE email = ?',
    email,
  );
  expect(replied?.replied_at).not.toBeNull();
  expect(replied?.handled_at).not.toBeNull();
  const mail = queryServerDb<{ body: string }>(
    e2e.server.dataDir,
    "SELECT body FROM outbox WHERE kind = 'live-chat-offline-reply' AND recipient = ?",
    email,
  );
  expect(mail?.body).toContain('Yes, we do.');
  // Handled can be taken back, and given again.
  await section.getByRole('button', { name: 'Mark as not handled' }).click();
  await section.getByRole('button', { name: 'Mark as handled' }).click();
  await section.getByRole('button', { name: 'Mark as not handled' }).waitFor();
  await expectAccessible(page);
}

describe('live chat inboxes', () => {
  it('a seller pages through the dashboard inbox and answers a message left offline', async () => {
    const seller = await e2e.newPage();
    await signInThroughPage(seller.page, 'seller', '/dashboard/chat');
    await seller.page.getByRole('heading', { name: 'Live chat', level: 1 }).waitFor();
    await pagesThroughTheInbox(seller.page);
    await answersAnOfflineMessage(seller.page, 'Grace', 'grace@example.com');
    expect(seller.consoleErrors).toEqual([]);
  });

  it('staff page through the atlas inbox and answer a studio message left offline', async () => {
    const staff = await e2e.newPage();
    await signInToAtlas(staff.page);
    staff.consoleErrors.length = 0;
    await staff.page.getByRole('link', { name: 'Live chat' }).click();
    await staff.page.getByRole('heading', { name: 'Live chat', level: 1 }).waitFor();
    await pagesThroughTheInbox(staff.page);
    await answersAnOfflineMessage(staff.page, 'Linus', 'linus@example.com');
    expect(staff.consoleErrors).toEqual([]);
  });
});
