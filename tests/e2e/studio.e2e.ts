import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from '../a11y/axe';
import { startE2E, type E2E } from './harness';
import sharp from 'sharp';
import { mmToPixels } from '../../src/designs/resolution';
import { queryServerDb } from './outbox';
import { hydrated } from './runtimeSupport';
import { findBaseProduct } from '../../src/designs';
import { areaRect } from '../../studio/layout';
import { signInToAtlas } from './atlasSupport';
import { logIn } from './sellerActions';
import { CSRF_HEADER, XSRF_COOKIE } from '../../src/api/http';

/**
 * The design studio (issue 20) in Chromium: a hoodie in navy, text on the front and the
 * back with the price following the print count, keyboard move and undo, add to basket;
 * the studio's controls pass axe.
 */
let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

describe('design studio', () => {
  it('redirects /custom/ to /design-your-own-t-shirt/', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/custom/');
    await page.waitForURL('**/design-your-own-t-shirt/');
    await page.getByRole('heading', { name: 'Design your own' }).waitFor();
  });

  it('offers the seller’s library images under Graphics; choosing one places it on the print area', async () => {
    const { page: seller } = await e2e.newPage();
    await logIn(seller);
    const token = (await seller.context().cookies()).find((c) => c.name === XSRF_COOKIE)!.value;
    const star = await sharp({
      create: { width: 1800, height: 1800, channels: 4, background: '#f2c12e' },
    })
      .png()
      .toBuffer();
    const uploaded = await seller.request.post('/omnis/v3/divisions/demo/images/', {
      headers: { [CSRF_HEADER]: token },
      multipart: {
        file: { name: 'gold-star.png', mimeType: 'image/png', buffer: star },
        altText: 'Gold star',
      },
    });
    expect(uploaded.status()).toBe(201);

    const { page, consoleErrors } = await e2e.newPage();
    await page.goto('/design-your-own-t-shirt/');
    await hydrated(page);
    await page.locator('.st-canvas canvas').first().waitFor();
    const graphics = page.getByRole('group', { name: 'Graphics' });
    await graphics.getByRole('button', { name: 'Add graphic: Gold star' }).click();
    await page.getByRole('button', { name: 'Image', exact: true }).waitFor();
    await expect(page.getByTestId('studio-price').textContent()).resolves.toMatch(/\(1 print\)$/);
    // Placed in the middle of the front, and sharp enough (1800 px) to print without warning.
    const tee = findBaseProduct('t-shirt')!.areas[0]!;
    await expect(page.getByTestId('studio-selected-position').textContent()).resolves.toBe(
      `${(tee.widthMm / 2).toFixed(1)},${(tee.heightMm / 2).toFixed(1)}`,
    );
    await expect(page.getByText(/below 150 DPI/).count()).resolves.toBe(0);
    await expectAccessible(page);
    expect(consoleErrors).toEqual([]);
  });

  it('designs a navy hoodie (text and a picture), prices by print count, moves and undoes from the keyboard, adds to basket, pays, and the order gets 300 DPI print files', async () => {
    const { page, consoleErrors } = await e2e.newPage();
    await page.goto('/design-your-own-t-shirt/');
    await hydrated(page);
    await page.getByRole('heading', { name: 'Design your own' }).waitFor();
    await page.locator('.st-canvas canvas').first().waitFor();
    const price = page.getByTestId('studio-price');

    await page.getByLabel('Product').selectOption('hoodie');
    await page.getByLabel('Colour').selectOption('Navy');
    await expect(price.textContent()).resolves.toBe('£45.00 (0 prints)');

    await page.getByLabel('New text').fill('Night owl');
    await page.getByRole('button', { name: 'Add text' }).click();
    await expect(price.textContent()).resolves.toBe('£50.00 (1 print)');
    // The canvas draws the text in its catalogue font, self-hosted under /fonts/.
    const font = await page.getByLabel('Font').inputValue();
    await page.waitForFunction(
      (family) =>
        [...document.fonts].some(
          (face) => face.family.replace(/"/g, '') === family && face.status === 'loaded',
        ),
      font,
    );
    // A small picture on the front: shown, with the low-resolution warning.
    const picture = await sharp({
      create: { width: 60, height: 60, channels: 4, background: '#e4682a' },
    })
      .png()
      .toBuffer();
    await page
      .getByLabel('Upload image (PNG, JPEG or SVG)')
      .setInputFiles({ name: 'owl.png', mimeType: 'image/png', buffer: picture });
    await page
      .getByRole('alert')
      .getByText(/below 150 DPI/)
      .waitFor();
    await page.getByRole('button', { name: 'Image', exact: true }).waitFor();
    await expect(price.textContent()).resolves.toBe('£50.00 (1 print)');
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.getByLabel('New text').fill('Since 2026');
    await page.getByRole('button', { name: 'Add text' }).click();
    await expect(price.textContent()).resolves.toBe('£55.00 (2 prints)');
    // Curved text: the slider arches it (one undo step), and the drag below moves it whole.
    await page.getByLabel('Curve').fill('40');
    await expect(page.getByLabel('Curve').getAttribute('aria-valuetext')).resolves.toBe(
      'Arched 40%',
    );

    const position = page.getByTestId('studio-selected-position');
    const before = await position.textContent();
    const canvas = page.getByRole('group', { name: /Design canvas/ });
    await canvas.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    const [x, y] = (before ?? '').split(',').map(Number);
    await expect(position.textContent()).resolves.toBe(`${(x! + 2).toFixed(1)},${y!.toFixed(1)}`);
    await page.keyboard.press('Control+z');
    await expect(position.textContent()).resolves.toBe(`${(x! + 1).toFixed(1)},${y!.toFixed(1)}`);
    await page.keyboard.press('Delete');
    await expect(price.textContent()).resolves.toBe('£50.00 (1 print)');
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(price.textContent()).resolves.toBe('£55.00 (2 prints)');

    // Rotate, then drag on the canvas with the pointer; each undoes in one step.
    await page.getByRole('button', { name: 'Text: Since 2026' }).click();
    const rotation = page.getByTestId('studio-selected-rotation');
    await page.getByRole('button', { name: 'Rotate right' }).click();
    await expect(rotation.textContent()).resolves.toBe('15');
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(rotation.textContent()).resolves.toBe('0');
    const settled = `${(x! + 1).toFixed(1)},${y!.toFixed(1)}`;
    await expect(position.textContent()).resolves.toBe(settled);
    const stage = page.locator('.st-canvas canvas').first();
    await stage.scrollIntoViewIfNeeded();
    const box = (await stage.boundingBox())!;
    // The hoodie's back area on the canvas (studio/layout.ts), in pixels per millimetre.
    const hoodie = findBaseProduct('hoodie')!;
    const back = areaRect(
      hoodie,
      hoodie.areas.find((area) => area.name === 'back')!,
    );
    const scale = back.scale;
    const at = { x: box.x + back.x + (x! + 1) * scale, y: box.y + back.y + y! * scale };
    await page.mouse.move(at.x, at.y);
    await page.mouse.down();
    await page.mouse.move(at.x + 30, at.y + 20, { steps: 5 });
    await page.mouse.move(at.x + 60, at.y + 20, { steps: 5 });
    await page.mouse.up();
    await expect(position.textContent()).resolves.not.toBe(settled);
    const [dragX] = ((await position.textContent()) ?? '').split(',').map(Number);
    expect(dragX).toBeCloseTo(x! + 1 + 60 / scale, 0);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(position.textContent()).resolves.toBe(settled);

    await expectAccessible(page);

    await page.getByRole('button', { name: 'Add to basket' }).click();
    await page.getByRole('status').getByText('Added to basket').waitFor();
    const basket = await page.request.get('/omnis/v3/basket/main/list/');
    const body = (await basket.json()) as { items: Array<{ name: string; options: unknown }> };
    expect(body.items).toHaveLength(1);
    expect(body.items[0]!.name).toMatch(/Hoodie$/);

    // Check out with the test card: the paid order's item gets 300 DPI print files.
    await page.goto('/checkout/');
    await hydrated(page);
    await page.getByLabel('Email').fill('designer@example.com');
    await page.getByLabel('Full name').fill('Ada Lovelace');
    await page.getByLabel('Street address').fill('1 Analytical Row');
    await page.getByLabel('Town or city').fill('London');
    await page.getByLabel('Postcode').fill('SW1A 1AA');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL('**/pay/**');
    const hash = new URL(page.url()).pathname.split('/')[2]!;
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry date (MM / YY)').fill('12 / 34');
    await page.getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(`**/receipt/${hash}/`);
    const files = () =>
      queryServerDb<{ n: number; front: string | null; back: string | null }>(
        e2e.server.dataDir,
        `SELECT COUNT(*) AS n,
           MAX(CASE WHEN f.area = 'front' AND f.kind = 'print' THEN f.width || 'x' || f.height END) AS front,
           MAX(CASE WHEN f.area = 'back' AND f.kind = 'print' THEN f.width || 'x' || f.height END) AS back
         FROM studio_print_files f JOIN order_items i ON i.id = f.order_item_id
         JOIN orders o ON o.id = i.order_id WHERE o.hash = ?`,
        hash,
      );
    await expect.poll(files, { timeout: 10_000 }).toEqual({
      n: 3,
      front: `${mmToPixels(280)}x${mmToPixels(230)}`,
      back: `${mmToPixels(300)}x${mmToPixels(400)}`,
    });
    // The ordered design keeps the curve the print file was drawn with.
    const ordered = queryServerDb<{ id: number; document: string }>(
      e2e.server.dataDir,
      `SELECT o.id AS id, d.document AS document FROM orders o
         JOIN order_items i ON i.order_id = o.id
         JOIN studio_designs d ON d.public_id = i.design_id WHERE o.hash = ?`,
      hash,
    )!;
    expect(ordered.document).toContain('"curve":40');
    expect(consoleErrors).toEqual([]);

    // The back-office shows the order's print files: thumbnails, downloads, the job's
    // status, and regenerating them.
    const { page: staff, consoleErrors: staffErrors } = await e2e.newPage();
    await signInToAtlas(staff);
    // Sign-in's first step answers 422 asking for the code; atlas itself must log nothing.
    staffErrors.length = 0;
    await staff.goto(`/atlas/orders/${ordered.id}/`);
    await staff.getByRole('link', { name: 'Print files of the designed items' }).click();
    await staff.getByRole('heading', { name: `Print files of order ${ordered.id}` }).waitFor();
    const ready = staff.locator('[data-state="ready"]', { hasText: 'Print files ready' });
    await ready.waitFor();
    const thumbnails = staff.getByRole('img', { name: /(print|Mockup) of .*Hoodie/ });
    await expect.poll(() => thumbnails.count()).toBe(3);
    await staff.waitForFunction(() =>
      [...document.querySelectorAll('.atlas__print-files img')].every(
        (image) =>
          (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
      ),
    );
    const download = staff.getByRole('link', { name: 'Download front print' });
    const served = await staff.request.get((await download.getAttribute('href'))!);
    expect(served.headers()['content-type']).toBe('image/png');
    await expectAccessible(staff);
    await staff.getByRole('button', { name: 'Regenerate print files' }).click();
    await staff
      .getByRole('status')
      .getByText(/Waiting in the print queue|Rendering the print files|Print files ready/)
      .waitFor();
    await expect
      .poll(
        async () => {
          await staff.getByRole('button', { name: 'Refresh' }).click();
          return ready.count();
        },
        { timeout: 15_000 },
      )
      .toBe(1);
    expect(staffErrors).toEqual([]);
  });
});
