/**
 * The seller's catalogue screens end to end in Chromium (issue 18): the image library
 * (three images uploaded at once, each with its progress), a product made from a base
 * product and then edited (images picked from the library and one uploaded from the
 * editor, a focal point clicked on the picture, sizes per colour, reordered by keyboard with
 * announcements, alt text, sale price with the margin), the save going back to approval,
 * a stale save refused with the current copy offered, and a denial's reason shown.
 * Every new screen is axe-clean.
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SQLITE_FILE } from '../../server/db/connect';
import { expectAccessible } from '../a11y/axe';
import { startE2E, type E2E } from './harness';
import { signInThroughPage } from './runtimeSupport';

/**
 * dnd-kit's keyboard sensor starts listening for the arrow keys a task after the pick-up
 * (so the key that picked up is not taken as a move): one task in the page later it hears them.
 */
const keyboardSensorListening = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

const square = (r: number, g: number, b: number) =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

const axeClean = async (page: Page) => await expectAccessible(page);

/** The product as the seller API gives it, read from the signed-in page. */
const productFromApi = (page: Page, id: number) =>
  page.evaluate(async (productId) => {
    const answer = await fetch(`/omnis/v3/divisions/demo/products/${productId}/`, {
      credentials: 'include',
    });
    return (
      (await answer.json()) as {
        product: {
          version: number;
          approvalStatus: string;
          salePrice: number | null;
          images: Array<{ url: string; alt: string; focalX: number }>;
          options: Array<{ colourName: string; sizes: string[] }>;
          collections: number[];
          tags: string[];
        };
      }
    ).product;
  }, id);

describe('seller catalogue', () => {
  it('uploads, makes and edits a product, reorders its images by keyboard, and sends it for approval', async () => {
    const { page, consoleErrors } = await e2e.newPage();
    await signInThroughPage(page, 'seller', '/dashboard/pages/');

    // The image library: three images at once.
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Images' })
      .click();
    await page.getByRole('heading', { name: 'Images', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'No images yet' }).waitFor();
    await axeClean(page);
    await page.getByLabel('Choose images to upload').setInputFiles([
      { name: 'red.png', mimeType: 'image/png', buffer: await square(200, 30, 30) },
      { name: 'green.png', mimeType: 'image/png', buffer: await square(30, 160, 60) },
      { name: 'blue.png', mimeType: 'image/png', buffer: await square(30, 60, 200) },
    ]);
    await page.getByRole('status').getByText('3 images uploaded').waitFor();
    const uploads = page.getByRole('list', { name: 'Uploads' });
    expect(await uploads.getByText('Uploaded').count()).toBe(3);
    expect(await uploads.getByRole('progressbar').count()).toBe(3);
    const library = page.getByRole('list', { name: 'Image library' });
    await library.getByText('blue.png').waitFor();
    expect(await library.getByRole('listitem').count()).toBe(3);
    await page.getByLabel('Search images').fill('gree');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('1 image', { exact: true }).waitFor();
    await axeClean(page);

    // A product from a base product: two colours, three sizes, in a new collection.
    await page.goto('/dashboard/products/new/');
    await page.getByRole('heading', { name: 'New product', level: 1 }).waitFor();
    await page.getByLabel('Base product').selectOption('BASE-TSHIRT');
    await page.getByLabel('Name', { exact: true }).fill('Heron T-Shirt');
    const colours = page.getByRole('group', { name: 'Colours' });
    await colours.getByLabel('Black').check();
    await colours.getByLabel('White').check();
    const sizes = page.getByRole('group', { name: 'Sizes' });
    for (const size of ['S', 'M', 'L']) await sizes.getByLabel(size, { exact: true }).check();
    await page.getByLabel('Price (£)').fill('24');
    await page.getByLabel('Add to a new collection (optional)').fill('Water Birds');
    await page.getByRole('button', { name: 'Create product' }).click();
    await page.getByRole('heading', { name: 'Products', level: 1 }).waitFor();
    await page.getByLabel('Show').selectOption('pending');
    await page.getByRole('link', { name: 'Heron T-Shirt' }).click();

    // The edit screen.
    await page.getByRole('heading', { name: 'Edit Heron T-Shirt', level: 1 }).waitFor();
    const productId = Number(/products\/(\d+)/.exec(page.url())?.[1]);
    await page.getByRole('status', { name: 'Approval' }).getByText('Pending approval').waitFor();
    expect(await page.getByRole('checkbox', { name: 'Water Birds' }).isChecked()).toBe(true);
    expect(await page.getByRole('group', { name: 'Colours' }).getByLabel('Black').isChecked()).toBe(
      true,
    );
    await axeClean(page);

    await page.getByRole('button', { name: 'Add images from the library' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose images' });
    for (const name of ['red.png', 'green.png', 'blue.png'])
      await picker.getByRole('button', { name: `Add ${name}` }).click();
    await picker.getByRole('button', { name: 'blue.png added' }).waitFor();
    await axeClean(page);
    await picker.getByRole('button', { name: 'Done' }).click();
    await page.getByLabel('Alt text of image 1').fill('Red heron');
    await page.getByLabel('Alt text of image 2').fill('Green heron');
    await page.getByLabel('Alt text of image 3').fill('Blue heron');
    await page.getByLabel('Focal point across (%) of image 3').fill('25');

    // A fourth image uploaded straight from the editor, with its progress.
    await page.getByLabel('Upload images').setInputFiles({
      name: 'yellow.png',
      mimeType: 'image/png',
      buffer: await square(230, 200, 40),
    });
    const editorUploads = page.getByRole('list', { name: 'Uploads' });
    await editorUploads.getByText('Uploaded').waitFor();
    expect(await editorUploads.getByRole('progressbar').count()).toBe(1);
    await page.getByLabel('Alt text of image 4').waitFor();
    // Its focal point: clicked a quarter across, half way down, then two steps down by keyboard.
    const picture = page.getByRole('button', { name: /^Focal point of image 4:/ });
    const box = await picture.boundingBox();
    if (!box) throw new Error('the picture is not laid out');
    await picture.click({ position: { x: box.width * 0.25, y: box.height * 0.5 } });
    const focalText = () =>
      page
        .locator('.dash-focal [aria-live]')
        .allTextContents()
        .then((texts) => texts.join(' | '));
    await expect.poll(focalText).toContain('Focal point of image 4: 25% across, 50% down');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect.poll(focalText).toContain('Focal point of image 4: 25% across, 60% down');

    // Sizes per colour: White left with none is refused under White; then White keeps M and L.
    const whiteSizes = page.getByRole('group', { name: 'Sizes in White' });
    for (const size of ['S', 'M', 'L'])
      await whiteSizes.getByLabel(size, { exact: true }).uncheck();
    await page.getByRole('button', { name: 'Save and send for approval' }).click();
    await whiteSizes
      .getByRole('alert')
      .getByText('Choose at least one size for each colour')
      .waitFor();
    expect(
      await page.getByRole('group', { name: 'Sizes in Black' }).getByRole('alert').count(),
    ).toBe(0);
    for (const size of ['M', 'L']) await whiteSizes.getByLabel(size, { exact: true }).check();
    await axeClean(page);

    // Keyboard reorder: pick up the first image, move it down one, drop it.
    const handle = page.getByRole('button', { name: 'Move image 1: Red heron' });
    await handle.focus();
    // dnd-kit's announcements region (the screen has other live regions).
    const announced = () =>
      page
        .locator('[aria-live="assertive"]')
        .allTextContents()
        .then((texts) => texts.join(' '));
    await page.keyboard.press('Space');
    await expect
      .poll(announced)
      .toContain('Picked up image 1: Red heron. It is at position 1 of 4.');
    await keyboardSensorListening(page);
    await page.keyboard.press('ArrowDown');
    await expect.poll(announced).toContain('image 1: Red heron moved to position 2 of 4.');
    await page.keyboard.press('Space');
    await expect.poll(announced).toContain('image 1: Red heron dropped at position 2 of 4.');
    await expect
      .poll(() => page.getByLabel('Alt text of image 1').inputValue())
      .toBe('Green heron');
    expect(await page.getByLabel('Alt text of image 2').inputValue()).toBe('Red heron');

    // Sale price at the base cost is refused with the spec's rule; above it the margin shows.
    await page.getByLabel('Sale price (£)').fill('9.50');
    await page.getByRole('button', { name: 'Save and send for approval' }).click();
    await page
      .getByRole('alert')
      .getByText('The sale price must be above the base cost of £9.50')
      .waitFor();
    await page.getByLabel('Sale price (£)').fill('19.50');
    await page.getByText('Your margin: £10.00 (51.3%)').waitFor();
    await page.getByLabel('Tags').fill('birds, water');
    await page.getByRole('button', { name: 'Save and send for approval' }).click();
    await page
      .getByRole('status')
      .getByText('Saved. The changes wait for approval before shoppers see them.')
      .waitFor();

    const saved = await productFromApi(page, productId);
    expect(saved.images.map((image) => image.alt)).toStrictEqual([
      'Green heron',
      'Red heron',
      'Blue heron',
      '',
    ]);
    expect(saved.images[2]?.focalX).toBe(0.25);
    expect(saved.images[3]).toMatchObject({ focalX: 0.25, focalY: 0.6 });
    expect(saved.salePrice).toBe(19.5);
    expect(saved.tags).toStrictEqual(['birds', 'water']);
    expect(saved.approvalStatus).toBe('pending');
    expect(saved.options).toStrictEqual([
      { colourName: 'Black', colourHex: expect.any(String), sizes: ['S', 'M', 'L'] },
      { colourName: 'White', colourHex: expect.any(String), sizes: ['M', 'L'] },
    ]);

    // An image a product uses cannot be deleted from the library.
    await page.goto('/dashboard/images/');
    await page.getByRole('button', { name: 'Delete red.png' }).click();
    await page.getByRole('alertdialog', { name: 'Delete this image?' }).waitFor();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page
      .getByRole('alert')
      .getByText('red.png: This image is used by 1 product. Remove it there first, then delete it.')
      .waitFor();
    expect(
      await page.getByRole('list', { name: 'Image library' }).getByRole('listitem').count(),
    ).toBe(4);

    // Someone else saves first: this screen's save is refused and the current copy offered.
    await page.goto(`/dashboard/products/${productId}/`);
    await page.getByRole('heading', { name: 'Edit Heron T-Shirt', level: 1 }).waitFor();
    await page.evaluate(async (id) => {
      const token = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '');
      const current = (await (
        await fetch(`/omnis/v3/divisions/demo/products/${id}/`, { credentials: 'include' })
      ).json()) as { product: Record<string, unknown> & { version: number } };
      const { product } = current;
      await fetch(`/omnis/v3/divisions/demo/products/${id}/`, {
        method: 'PUT',
        credentials: 'include',
        headers: { 'content-type': 'application/json', 'x-csrf-token': token },
        body: JSON.stringify({
          version: product.version,
          product: {
            baseSku: product.baseSku,
            name: 'Heron Tee',
            urlName: product.urlName,
            options: product.options,
            price: product.price,
            images: product.images,
          },
        }),
      });
    }, productId);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Grey Heron T-Shirt');
    await page.getByRole('button', { name: 'Save and send for approval' }).click();
    await page.getByRole('alert').getByText('This product was changed by someone else').waitFor();
    await page.getByRole('button', { name: 'Load the current product' }).click();
    await page.getByRole('heading', { name: 'Edit Heron Tee', level: 1 }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe(
      'Heron Tee',
    );

    // Staff deny it: the seller sees the reason.
    const db = new Database(join(e2e.server.dataDir, SQLITE_FILE));
    try {
      db.prepare(
        "UPDATE products SET approval_status = 'denied', denial_reason = ? WHERE id = ?",
      ).run('The print is blurry', productId);
    } finally {
      db.close();
    }
    await page.reload();
    await page
      .getByRole('status', { name: 'Approval' })
      .getByText(': The print is blurry')
      .waitFor();
    await axeClean(page);
    expect(consoleErrors.filter((text) => !/409|Conflict/.test(text))).toStrictEqual([]);
  });
});

describe('seller collections', () => {
  it('makes a collection in a chosen order (reordered by keyboard) and one by rule', async () => {
    const { page } = await e2e.newPage();
    await signInThroughPage(page, 'seller', '/dashboard/pages/');
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Collections' })
      .click();
    await page.getByRole('heading', { name: 'Collections', level: 1 }).waitFor();
    await axeClean(page);
    await page.getByRole('link', { name: 'New collection' }).click();
    await page.getByRole('heading', { name: 'New collection', level: 1 }).waitFor();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Forest Friends');
    expect(await page.getByRole('textbox', { name: 'Url name' }).inputValue()).toBe(
      'forest-friends',
    );
    await page.getByRole('searchbox', { name: 'Find products to add' }).fill('fox');
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    const found = page.getByRole('list', { name: 'Found products' });
    const first = found.getByRole('button', { name: /^Add / }).first();
    const firstName = ((await first.textContent()) ?? '').replace(/^Add /, '');
    await first.click();
    const second = found.getByRole('button', { name: /^Add / }).first();
    const secondName = ((await second.textContent()) ?? '').replace(/^Add /, '');
    await second.click();
    await axeClean(page);

    const announced = () =>
      page
        .locator('[aria-live="assertive"]')
        .allTextContents()
        .then((texts) => texts.join(' '));
    await page.getByRole('button', { name: `Move ${secondName}`, exact: true }).focus();
    await page.keyboard.press('Space');
    await expect.poll(announced).toContain(`Picked up ${secondName}. It is at position 2 of 2.`);
    await keyboardSensorListening(page);
    await page.keyboard.press('ArrowUp');
    await expect.poll(announced).toContain(`${secondName} moved to position 1 of 2.`);
    await page.keyboard.press('Space');
    await expect.poll(announced).toContain(`${secondName} dropped at position 1 of 2.`);
    await page.getByRole('button', { name: 'Save collection' }).click();
    await page.getByRole('heading', { name: 'Edit Forest Friends', level: 1 }).waitFor();

    const collections = await page.evaluate(async () => {
      const answer = await fetch('/omnis/v3/divisions/demo/collections/', {
        credentials: 'include',
      });
      return (await answer.json()) as {
        collections: Array<{ id: number; name: string; productIds: number[]; mode: string }>;
      };
    });
    const forest = collections.collections.find((item) => item.name === 'Forest Friends');
    expect(forest?.productIds).toHaveLength(2);
    const names = await page.evaluate(async (ids) => {
      const out: string[] = [];
      for (const id of ids) {
        const answer = await fetch(`/omnis/v3/divisions/demo/products/${id}/`, {
          credentials: 'include',
        });
        out.push(((await answer.json()) as { product: { name: string } }).product.name);
      }
      return out;
    }, forest?.productIds ?? []);
    expect(names).toStrictEqual([secondName, firstName]);

    // The same collection switched to a rule: products tagged "birds".
    await page.getByRole('radio', { name: 'By a rule' }).check();
    await page.getByRole('combobox', { name: 'Rule' }).selectOption('tag');
    await page.getByRole('button', { name: 'Save collection' }).click();
    await page.getByRole('alert').getByText('Please enter the tag to collect').waitFor();
    await page.getByRole('textbox', { name: 'Tag' }).fill('birds');
    await page.getByRole('button', { name: 'Save collection' }).click();
    await page.getByRole('status').getByText('Collection saved.').waitFor();
    await axeClean(page);
    await page.getByRole('link', { name: 'Back to collections' }).click();
    await page
      .getByRole('row', { name: /Forest Friends/ })
      .getByText('Products tagged “birds”')
      .waitFor();
  });
});

describe('products table: bulk add to collection', () => {
  it('adds the selected rows to a hand-picked collection and announces it', async () => {
    const { page } = await e2e.newPage();
    await signInThroughPage(page, 'seller', '/dashboard/collections/new/');
    await page.getByRole('heading', { name: 'New collection', level: 1 }).waitFor();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Shelf Picks');
    await page.getByRole('button', { name: 'Save collection' }).click();
    await page.getByRole('heading', { name: 'Edit Shelf Picks', level: 1 }).waitFor();

    await page.goto('/dashboard/products/');
    await page.getByRole('heading', { name: 'Products', level: 1 }).waitFor();
    const boxes = page.getByRole('checkbox', { name: /^Select / });
    await boxes.first().waitFor();
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    const picked = await Promise.all(
      [0, 1].map(async (index) =>
        ((await boxes.nth(index).getAttribute('aria-label')) ?? '').replace(/^Select /, ''),
      ),
    );
    await page.getByRole('button', { name: 'Add selected to collection' }).click();
    await page.getByRole('status').getByText('Choose a collection').waitFor();
    await page.getByLabel('Collection', { exact: true }).selectOption({ label: 'Shelf Picks' });
    await axeClean(page);
    await page.getByRole('button', { name: 'Add selected to collection' }).click();
    await page.getByRole('status').getByText('2 products added to Shelf Picks').waitFor();
    expect(await boxes.nth(0).isChecked()).toBe(false);

    const names = await page.evaluate(async () => {
      const collections = (await (
        await fetch('/omnis/v3/divisions/demo/collections/', { credentials: 'include' })
      ).json()) as { collections: Array<{ name: string; productIds: number[] }> };
      const shelf = collections.collections.find((item) => item.name === 'Shelf Picks');
      const out: string[] = [];
      for (const id of shelf?.productIds ?? []) {
        const answer = await fetch(`/omnis/v3/divisions/demo/products/${id}/`, {
          credentials: 'include',
        });
        out.push(((await answer.json()) as { product: { name: string } }).product.name);
      }
      return out;
    });
    expect([...names].sort()).toStrictEqual([...picked].sort());
  });
});

describe('main menu editor', () => {
  it('adds an entry with an image tile submenu, moves it by keyboard, saves, and the storefront header shows it', async () => {
    const { page, context } = await e2e.newPage();
    await signInThroughPage(page, 'seller', '/dashboard/pages/');
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Menu' })
      .click();
    await page.getByRole('heading', { name: 'Main menu', level: 1 }).waitFor();
    const entries = page.getByRole('list', { name: 'Menu entries' });
    const before = await entries.getByRole('listitem').count();
    expect(before).toBeGreaterThan(0);
    await axeClean(page);

    await page.getByRole('button', { name: 'Add an entry' }).click();
    await page.getByRole('textbox', { name: 'Text', exact: true }).fill('Herons');
    await page.getByRole('textbox', { name: 'Link', exact: true }).fill('/collections/herons/');
    await page.getByRole('textbox', { name: 'Background colour' }).fill('#1d4ed8');
    await page.getByRole('textbox', { name: 'Text colour' }).fill('#ffffff');
    // The colour picker: opened on its first slider, moved by keyboard, closed by Escape.
    await page.getByRole('button', { name: 'Picker for text colour' }).click();
    const colourPicker = page.getByRole('group', { name: 'Text colour picker' });
    await colourPicker.waitFor();
    expect(
      await colourPicker
        .getByRole('slider')
        .first()
        .evaluate((element) => element === document.activeElement),
    ).toBe(true);
    await axeClean(page);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Text colour' }).inputValue())
      .toMatch(/^#(?!ffffff)[0-9a-f]{6}$/);
    await page.keyboard.press('Escape');
    await colourPicker.waitFor({ state: 'detached' });
    expect(
      await page
        .getByRole('button', { name: 'Picker for text colour' })
        .evaluate((element) => element === document.activeElement),
    ).toBe(true);
    await page.getByRole('textbox', { name: 'Text colour' }).fill('#ffffff');
    await page.getByRole('button', { name: 'Add an image tile submenu' }).click();
    await page.getByRole('textbox', { name: 'Title of submenu 1' }).fill('New in');
    await page.getByRole('button', { name: 'Add a tile to submenu 1' }).click();
    // The tile's image from the demo store's own menu, so the test needs no upload.
    const demoImage = await page.evaluate(async () => {
      const answer = await fetch('/omnis/v3/divisions/demo/main-menu/', { credentials: 'include' });
      const menu = (await answer.json()) as {
        mainMenu: Array<{ submenu: Array<{ mode: string; items: Array<{ src?: string }> }> }>;
      };
      for (const entry of menu.mainMenu)
        for (const segment of entry.submenu)
          for (const item of segment.items) if (item.src) return item.src;
      return '';
    });
    expect(demoImage).not.toBe('');
    await page.getByRole('textbox', { name: 'Image of tile 1' }).fill(demoImage);
    await page.getByRole('textbox', { name: 'Title of tile 1' }).fill('Grey herons');
    await page.getByRole('combobox', { name: 'Ratio of tile 1' }).selectOption('wide');
    await page.getByRole('combobox', { name: 'Border radius of tile 1' }).selectOption('rounded');
    await page.getByRole('combobox', { name: 'Shadow of tile 1' }).selectOption('medium');
    await page.getByRole('textbox', { name: 'Overlay colour of tile 1' }).fill('rgba(0,0,0,0.35)');
    await page.getByRole('textbox', { name: 'Button text of tile 1' }).fill('Shop herons');
    await page.getByRole('textbox', { name: 'Link of tile 1' }).fill('javascript:alert(1)');
    await page.getByRole('alert').getByText('Herons: Grey herons: javascript:alert(1)').waitFor();
    // The select-link overlay: a collection of the store as the tile's link.
    await page.getByRole('button', { name: 'Choose link of tile 1' }).click();
    const linkDialog = page.getByRole('dialog', { name: 'Select link' });
    await linkDialog.getByRole('tab', { name: 'Collection' }).click();
    const firstCollection = linkDialog.getByRole('listitem').first().getByRole('button');
    await firstCollection.waitFor();
    await axeClean(page);
    await firstCollection.click();
    await linkDialog.waitFor({ state: 'detached' });
    expect(await page.getByRole('textbox', { name: 'Link of tile 1' }).inputValue()).toMatch(
      /^\/collection\/[a-z0-9-]+\/$/,
    );
    // Its typed-link tab refuses an unsafe address.
    await page.getByRole('button', { name: 'Choose link', exact: true }).click();
    await linkDialog.getByRole('tab', { name: 'Custom link' }).click();
    await linkDialog.getByRole('textbox', { name: 'URL' }).fill('javascript:alert(1)');
    await linkDialog.getByRole('button', { name: 'Use link' }).click();
    await linkDialog.getByRole('alert').waitFor();
    await linkDialog.getByRole('textbox', { name: 'URL' }).fill('https://example.com/herons/');
    await linkDialog.getByRole('button', { name: 'Use link' }).click();
    await linkDialog.waitFor({ state: 'detached' });
    expect(await page.getByRole('textbox', { name: 'Link', exact: true }).inputValue()).toBe(
      'https://example.com/herons/',
    );

    // A second tile, moved before the first by keyboard: its fields move with it.
    await page.getByRole('button', { name: 'Add a tile to submenu 1' }).click();
    await page.getByRole('textbox', { name: 'Image of tile 2' }).fill(demoImage);
    await page.getByRole('textbox', { name: 'Title of tile 2' }).fill('Little egrets');

    // The live preview follows every change.
    const preview = page.getByRole('figure', { name: 'Menu preview' });
    await preview.getByText('Shop herons').waitFor();
    await preview.getByText('Herons ▾').waitFor();
    await axeClean(page);

    // Move the new (last) entry up one place by keyboard.
    const announced = () =>
      page
        .locator('[aria-live="assertive"]')
        .allTextContents()
        .then((texts) => texts.join(' '));
    await page.getByRole('button', { name: 'Move Herons', exact: true }).focus();
    await page.keyboard.press('Space');
    await expect.poll(announced).toContain(`Picked up Herons. It is at position ${before + 1}`);
    await keyboardSensorListening(page);
    await page.keyboard.press('ArrowUp');
    await expect.poll(announced).toContain(`Herons moved to position ${before} of ${before + 1}.`);
    await page.keyboard.press('Space');
    await expect.poll(announced).toContain(`Herons dropped at position ${before}`);

    // The dropped entry's handle takes the focus back a frame or two after the drop (the
    // keyboard mover keeps moving it): only then is the focus ours to move.
    await expect
      .poll(() =>
        page
          .getByRole('button', { name: 'Move Herons', exact: true })
          .evaluate((element) => element === document.activeElement),
      )
      .toBe(true);
    await page.getByRole('button', { name: 'Move tile 2: Little egrets' }).focus();
    await page.keyboard.press('Space');
    await expect
      .poll(announced)
      .toContain('Picked up tile 2: Little egrets. It is at position 2 of 2.');
    await keyboardSensorListening(page);
    await page.keyboard.press('ArrowUp');
    await expect.poll(announced).toContain('tile 2: Little egrets moved to position 1 of 2.');
    await page.keyboard.press('Space');
    await expect.poll(announced).toContain('tile 2: Little egrets dropped at position 1 of 2.');
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Title of tile 1' }).inputValue())
      .toBe('Little egrets');
    expect(await page.getByRole('textbox', { name: 'Title of tile 2' }).inputValue()).toBe(
      'Grey herons',
    );
    // The keyboard mover keeps the moved tile: its handle, now first, has the focus.
    await expect
      .poll(() =>
        page
          .getByRole('button', { name: 'Move tile 1: Little egrets' })
          .evaluate((element) => element === document.activeElement),
      )
      .toBe(true);

    await page.getByRole('button', { name: 'Save menu' }).click();
    await page
      .getByRole('status')
      .getByText('Menu saved. Your store’s header shows it now.')
      .waitFor();

    // The storefront's header menu reads the saved menu.
    const shop = await context.newPage();
    await shop.goto('/');
    const menu = shop.getByRole('navigation', { name: 'Main menu' });
    const herons = menu.getByText('Herons', { exact: true });
    await herons.waitFor();
    const texts = await menu.locator(':scope > ul > li').allInnerTexts();
    expect(texts[before - 1]?.split('\n')[0]?.trim()).toBe('Herons');
    await herons.hover();
    await menu.getByText('Shop herons').waitFor();
    expect(await menu.getByText('Grey herons').count()).toBeGreaterThan(0);
    const saved = await page.evaluate(async () => {
      const answer = await fetch('/omnis/v3/divisions/demo/main-menu/', { credentials: 'include' });
      return (
        (await answer.json()) as {
          mainMenu: Array<{
            text: string;
            href: string;
            color: string | null;
            submenu: Array<{ items: Array<{ title?: string; link?: string }> }>;
          }>;
        }
      ).mainMenu.find((entry) => entry.text === 'Herons');
    });
    expect(saved?.href).toBe('https://example.com/herons/');
    expect(saved?.color).toBe('#ffffff');
    expect(saved?.submenu[0]?.items.map((tile) => tile.title)).toStrictEqual([
      'Little egrets',
      'Grey herons',
    ]);
    expect(saved?.submenu[0]?.items[1]?.link).toMatch(/^\/collection\//);
  });
});
