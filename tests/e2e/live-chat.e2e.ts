import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../a11y/axe';
import { startE2E, type E2E } from './harness';
import { queryServerDb } from './outbox';
import { hydrated, signInThroughPage } from './runtimeSupport';
import { signInToAtlas } from './atlasSupport';

/**
 * Live chat answered by people (issue 22), with three browser contexts: a shopper starts a
 * chat from the live chat block, the seller answers from the dashboard inbox (typing
 * indicator, read receipt), transfers it to the studio group, and atlas staff answer it.
 */
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const accessible = async (page: Page) => await expectAccessible(page);

describe('live chat', () => {
  it('a shopper chats with the seller, who transfers the chat to studio staff in atlas', async () => {
    const seller = await e2e.newPage();
    await signInThroughPage(seller.page, 'seller', '/dashboard/chat');
    await seller.page.getByRole('heading', { name: 'Live chat', level: 1 }).waitFor();
    await seller.page.getByRole('heading', { name: 'No chats yet' }).waitFor();
    await accessible(seller.page);

    const shopper = await e2e.newPage();
    await shopper.page.goto('/every-block/');
    await hydrated(shopper.page);
    // The fixture page carries an age gate: the shopper enters first.
    await shopper.page.getByRole('button', { name: 'Yes, enter' }).click();
    await shopper.page.getByRole('button', { name: 'Start a chat' }).click();
    const panel = shopper.page.getByRole('dialog', { name: 'Live chat' });
    await panel.getByText('Our Support team is online.', { exact: false }).waitFor();
    expect(await panel.textContent()).not.toContain('Live chat is not connected');
    await panel.getByRole('button', { name: 'Start chat' }).click();
    await panel.getByText('Please tell us your name').waitFor();
    await panel.getByLabel('Your name').fill('Ada');
    await panel.getByLabel('Email (optional, for a transcript)').fill('ada@example.com');
    await panel.getByLabel('Your message').fill('Is the hoodie warm?');
    await panel.getByRole('button', { name: 'Start chat' }).click();
    await panel.getByText('You are in the queue for our Support team.', { exact: false }).waitFor();
    await accessible(shopper.page);

    // The seller's inbox shows the chat as it arrives and opens it.
    const inbox = seller.page;
    await inbox.getByRole('button', { name: /Ada/ }).click();
    await inbox.getByRole('heading', { name: 'Chat with Ada' }).waitFor();
    await inbox
      .getByRole('list', { name: 'Messages with Ada' })
      .getByText('Is the hoodie warm?')
      .waitFor();

    // Typing shows on the shopper's side, then the answer arrives.
    await inbox
      .getByLabel('Message', { exact: true })
      .pressSequentially('Very warm', { delay: 20 });
    await panel.getByText('Support is typing…').waitFor();
    await inbox.getByLabel('Message', { exact: true }).press('Enter');
    await panel.getByRole('list', { name: 'Chat messages' }).getByText('Very warm').waitFor();
    await panel.getByText('You are chatting with our Support team.').waitFor();
    // The shopper read it: the seller sees "Seen".
    await inbox.getByRole('list', { name: 'Messages with Ada' }).getByText('Seen').waitFor();
    await accessible(inbox);

    const row = queryServerDb<{ id: number; status: string; n: number }>(
      e2e.server.dataDir,
      `SELECT c.id, c.status, (SELECT count(*) FROM chat_messages m WHERE m.conversation_id = c.id) AS n
         FROM chat_conversations c WHERE c.shopper_name = 'Ada'`,
    );
    expect(row).toMatchObject({ status: 'chatting', n: 2 });

    // Staff open their inbox (studio goes online), then the seller transfers the chat.
    const staff = await e2e.newPage();
    await signInToAtlas(staff.page);
    // The password step answers 422 asking for the code: that one is expected.
    staff.consoleErrors.length = 0;
    await staff.page.getByRole('link', { name: 'Live chat' }).click();
    await staff.page.getByRole('heading', { name: 'Live chat', level: 1 }).waitFor();
    await inbox.getByLabel('Transfer to').selectOption({ label: 'Studio' });
    await inbox.getByRole('button', { name: 'Transfer', exact: true }).click();
    await inbox.getByRole('heading', { name: 'Choose a chat' }).waitFor();

    await staff.page.getByRole('button', { name: /Ada/ }).click();
    await staff.page.getByRole('heading', { name: 'Chat with Ada' }).waitFor();
    await staff.page.getByLabel('Message', { exact: true }).fill('Studio here, happy to help.');
    await staff.page.getByRole('button', { name: 'Send' }).click();
    await panel.getByText('Studio here, happy to help.').waitFor();
    await panel.getByText('You are chatting with our Studio team.').waitFor();
    await accessible(staff.page);

    const moved = queryServerDb<{ group_id: number; transferred: number }>(
      e2e.server.dataDir,
      'SELECT group_id, transferred FROM chat_conversations WHERE id = ?',
      row!.id,
    );
    expect(moved).toStrictEqual({ group_id: 4, transferred: 1 });
    expect(shopper.consoleErrors).toEqual([]);
    expect(seller.consoleErrors).toEqual([]);
    expect(staff.consoleErrors).toEqual([]);
  });
});
