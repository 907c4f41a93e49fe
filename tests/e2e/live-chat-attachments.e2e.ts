import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../a11y/axe';
import { startE2E, type E2E } from './harness';
import { queryServerDb } from './outbox';
import { hydrated, signInThroughPage } from './runtimeSupport';

/**
 * Files in a live chat (issue 22): a shopper attaches an image and a PDF from the storefront
 * panel, the seller sees a thumbnail and a file chip in the dashboard inbox and downloads the
 * PDF; an SVG carrying a script arrives sanitised, and nothing in it runs.
 */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" onload="alert(1)"><script>alert(2)</script><rect width="40" height="40" fill="teal"/></svg>',
);

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

describe('live chat attachments', () => {
  it('a shopper sends an image, a PDF and an SVG; the seller sees and downloads them', async () => {
    const seller = await e2e.newPage();
    await signInThroughPage(seller.page, 'seller', '/dashboard/chat');
    await seller.page.getByRole('heading', { name: 'No chats yet' }).waitFor();
    const dialogs: string[] = [];
    seller.page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });

    const shopper = await e2e.newPage();
    await shopper.page.goto('/every-block/');
    await hydrated(shopper.page);
    await shopper.page.getByRole('button', { name: 'Yes, enter' }).click();
    await shopper.page.getByRole('button', { name: 'Start a chat' }).click();
    const panel = shopper.page.getByRole('dialog', { name: 'Live chat' });
    await panel.getByLabel('Your name').fill('Ada');
    await panel.getByLabel('Your message').fill('Here is what I ordered');
    await panel.getByRole('button', { name: 'Start chat' }).click();
    await panel.getByText('You are in the queue for our Support team.', { exact: false }).waitFor();

    const log = panel.getByRole('list', { name: 'Chat messages' });
    const attach = panel.getByLabel('Attach a file');
    await attach.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
    await log.getByRole('img', { name: 'photo.png' }).waitFor();
    await attach.setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: PDF });
    await log.getByRole('link', { name: /invoice\.pdf/ }).waitFor();
    // A file that is neither an image nor a PDF is refused with the server's message.
    await attach.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hi'),
    });
    await panel
      .getByRole('alert')
      .getByText('Please attach an image (PNG, JPEG, WebP, GIF or SVG) or a PDF')
      .waitFor();
    await attach.setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: SVG });
    await log.getByRole('img', { name: 'logo.svg' }).waitFor();
    // The shopper's own thumbnail loads (their token proves the chat is theirs).
    await expect
      .poll(() =>
        log
          .getByRole('img', { name: 'photo.png' })
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      )
      .toBe(1);
    await expectAccessible(shopper.page);

    const inbox = seller.page;
    await inbox.getByRole('button', { name: /Ada/ }).click();
    const thread = inbox.getByRole('list', { name: 'Messages with Ada' });
    await thread.getByRole('img', { name: 'photo.png' }).waitFor();
    await thread.getByRole('img', { name: 'logo.svg' }).waitFor();
    const download = inbox.waitForEvent('download');
    await thread.getByRole('link', { name: /invoice\.pdf/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('invoice.pdf');
    const saved = await file.path();
    const { readFile } = await import('node:fs/promises');
    expect((await readFile(saved)).subarray(0, 5).toString()).toBe('%PDF-');
    await expectAccessible(inbox);

    // The SVG as stored: the shape kept, the script and the handler gone.
    const svgUrl = await thread.getByRole('img', { name: 'logo.svg' }).getAttribute('src');
    const svg = await inbox.evaluate(async (url) => (await fetch(url!)).text(), svgUrl);
    expect(svg).toContain('<rect');
    expect(svg).not.toMatch(/script|onload|alert/i);
    expect(dialogs).toEqual([]);

    const rows = queryServerDb<{ n: number; types: string }>(
      e2e.server.dataDir,
      `SELECT count(*) AS n, group_concat(a.content_type) AS types FROM chat_attachments a
         JOIN chat_messages m ON m.attachment_id = a.id`,
    );
    expect(rows?.n).toBe(3);
    expect(rows?.types.split(',').sort()).toEqual([
      'application/pdf',
      'image/png',
      'image/svg+xml',
    ]);
    expect(shopper.consoleErrors.filter((e) => !e.includes('422'))).toEqual([]);
    expect(seller.consoleErrors).toEqual([]);
  });
});
