import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BasketItem } from '../../src/model';
import {
  CUSTOMISE_IT_MESSAGES,
  DESIGN_MESSAGES,
  mmToPixels,
  type DesignDocument,
  type SavedDesign,
} from '../../src/designs';
import { PASSWORD, startTestServer, type TestServer } from './support/server';
import { testDatabaseKinds } from './support/databases';
import { payOrder, placeOrder } from './support/checkout';
import { staffAccounts } from './support/staff';
import { createPrintFileStore } from '../../server/designs/printFileStore';
import { localDiskStorage } from '../../server/storage';

/** The design studio (issue 20): saving designs, the basket and order carrying them, print files. */
const PNG_1PX =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const design = (elements: DesignDocument['elements'] = []): DesignDocument => ({
  product: 'hoodie',
  colour: 'Navy',
  size: 'M',
  elements,
});
const text = (area: 'front' | 'back', id: string = area) => ({
  id,
  kind: 'text' as const,
  area,
  x: 140,
  y: 100,
  width: 120,
  height: 30,
  rotation: 10,
  locked: false,
  text: 'Hello <world>',
  font: 'Lato',
  fontSize: 20,
  fill: '#ffcc00',
  align: 'center' as const,
  curve: 0,
});

describe.each(testDatabaseKinds())('design studio on $dialect', (kind) => {
  let server: TestServer;
  const accounts = staffAccounts(() => server);
  beforeAll(async () => {
    server = await startTestServer({ kind });
    await accounts.makeStaff('factory@omnis.test', 'factory');
    await accounts.makeStaff('viewer@omnis.test', 'viewer');
    await server.repos.products.create({
      uuid: randomUUID(),
      divisionId: server.world.demo.id,
      sku: 'DEMO-HOODIE-PLAIN',
      name: 'Plain Hoodie',
      urlName: 'plain-hoodie',
      description: '',
      type: 'hoodie',
      price: 45,
      salePrice: null,
      bestsellerRank: 9,
      defaultColour: 'Navy',
      options: [{ colourName: 'Navy', colourHex: '#1d2b4f', sizes: ['M', 'L'], images: [] }],
    });
  });
  afterAll(async () => {
    await server.close();
  });

  const save = (shopper: ReturnType<TestServer['browser']>, body: object) =>
    shopper.post<{ design: SavedDesign; message?: string }>('/omnis/v3/studio/designs/save/', {
      division: 'demo',
      ...body,
    });

  it('saves a design with its price by print count, refuses stale versions and strangers', async () => {
    const shopper = await server.browser();
    await shopper.visit();
    const first = await save(shopper, { document: design([text('front')]) });
    expect(first.status).toBe(200);
    expect(first.body.design).toMatchObject({ version: 1, price: 50, printCount: 1 });
    const id = first.body.design.id;
    const second = await save(shopper, {
      id,
      version: 1,
      document: design([text('front'), text('back')]),
    });
    expect(second.body.design).toMatchObject({ version: 2, price: 55, printCount: 2 });
    const stale = await save(shopper, { id, version: 1, document: design() });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('This design was saved in another window');
    const read = await shopper.get<{ design: SavedDesign }>(
      `/omnis/v3/studio/designs/${id}/?division=demo`,
    );
    expect(read.body.design.document.elements).toHaveLength(2);
    const stranger = server.browser();
    await stranger.visit();
    const refused = await stranger.get(`/omnis/v3/studio/designs/${id}/?division=demo`);
    expect(refused.status).toBe(404);
  });

  it('opens a product’s customiseIt design; only the store’s sellers set one (a frozen copy)', async () => {
    type Start = { document: DesignDocument; productName: string; designed: boolean };
    const startPath = (url: string) => `/omnis/v3/studio/start/${url}/?division=demo`;
    const shopper = server.browser();
    await shopper.visit();
    const blank = await shopper.get<Start>(startPath('plain-hoodie'));
    expect(blank.status).toBe(200);
    expect(blank.body).toMatchObject({
      productName: 'Plain Hoodie',
      designed: false,
      document: { product: 'hoodie', colour: 'Navy', elements: [] },
    });
    const unknown = await shopper.get<{ message: string }>(startPath('no-such-product'));
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(CUSTOMISE_IT_MESSAGES.notFound);
    const listPath = '/omnis/v3/studio/sellerProducts/?division=demo';
    const asShopper = await shopper.get<{ products: unknown[] }>(listPath);
    expect([asShopper.status, asShopper.body]).toEqual([200, { products: [] }]);

    const seller = server.browser();
    await seller.signIn('seller@demo.test', PASSWORD);
    const listed = await seller.get<{ products: Array<{ id: number; name: string }> }>(listPath);
    const hoodie = listed.body.products.find((each) => each.name === 'Plain Hoodie')!;
    expect(hoodie).toMatchObject({ urlName: 'plain-hoodie', designed: false });
    const saved = await save(seller, { document: design([text('front')]) });
    const setPath = '/omnis/v3/studio/designs/customiseIt/';
    const body = { id: saved.body.design.id, productId: hoodie.id, division: 'demo' };
    expect((await seller.post(setPath, body, { csrf: false })).status).toBe(403);
    const missingProduct = await seller.post<{ message: string }>(setPath, {
      ...body,
      productId: undefined,
    });
    expect(missingProduct.status).toBe(422);
    expect(missingProduct.body.message).toBe(CUSTOMISE_IT_MESSAGES.productRequired);
    const set = await seller.post<{ message: string; customiseIt: string }>(setPath, body);
    expect(set.status).toBe(200);
    expect(set.body.message).toBe('Saved as the starting design of Plain Hoodie');
    const row = await server.database.handle.db
      .selectFrom('products')
      .select('customise_it')
      .where('id', '=', hoodie.id)
      .executeTakeFirstOrThrow();
    expect(row.customise_it).toBe(set.body.customiseIt);
    expect(row.customise_it).not.toBe(saved.body.design.id);

    // Anyone opens it; the seller's later saves do not change what shoppers start from.
    await save(seller, { id: saved.body.design.id, version: 1, document: design() });
    const opened = await shopper.get<Start>(startPath('plain-hoodie'));
    expect(opened.body.designed).toBe(true);
    expect(opened.body.document).toEqual(saved.body.design.document);

    // A shopper, and another store's seller, may not set one.
    expect((await shopper.post(setPath, body)).status).toBe(401);
    const other = server.browser();
    await other.signIn('seller@other.test', PASSWORD);
    expect((await other.post(setPath, body)).status).toBe(403);
    expect((await other.get<{ products: unknown[] }>(listPath)).body.products).toEqual([]);
  });

  it('keeps curved text in the saved design; a design saved before curves reads straight', async () => {
    const shopper = server.browser();
    await shopper.visit();
    const { curve: _straight, ...beforeCurves } = text('back', 'old');
    const saved = await save(shopper, {
      document: {
        ...design(),
        elements: [{ ...text('front'), curve: -40 }, beforeCurves],
      },
    });
    expect(saved.status).toBe(200);
    const read = await shopper.get<{ design: SavedDesign }>(
      `/omnis/v3/studio/designs/${saved.body.design.id}/?division=demo`,
    );
    const curves = read.body.design.document.elements.map((element) =>
      element.kind === 'text' ? element.curve : null,
    );
    expect(curves).toStrictEqual([-40, 0]);
  });

  it('offers shoppers the store’s graphics: the seller’s image library, newest first', async () => {
    await server.repos.images.create({
      divisionId: server.world.demo.id,
      name: 'star.png',
      altText: 'A gold star',
      width: 800,
      height: 600,
      original: '/uploads/demo/star.png',
      sizes: { '256': '/uploads/demo/star-256.webp' },
    });
    const shopper = server.browser();
    await shopper.visit();
    const listed = await shopper.get<{ graphics: Array<Record<string, unknown>>; total: number }>(
      '/omnis/v3/studio/graphics/?division=demo',
    );
    expect(listed.status).toBe(200);
    expect(listed.body.graphics[0]).toMatchObject({
      name: 'star.png',
      altText: 'A gold star',
      width: 800,
      height: 600,
      thumbnail: '/uploads/demo/star-256.webp',
      url: '/uploads/demo/star.png',
    });
    expect((await shopper.get('/omnis/v3/studio/graphics/?division=demo&page=0')).status).toBe(422);
  });

  it('validates with the shared schema and rules (422, first message) and needs CSRF', async () => {
    const shopper = server.browser();
    await shopper.visit();
    const wrongColour = await save(shopper, { document: { ...design(), colour: 'Pink' } });
    expect(wrongColour.status).toBe(422);
    expect(wrongColour.body.message).toBe(DESIGN_MESSAGES.colour);
    const noCsrf = await shopper.post(
      '/omnis/v3/studio/designs/save/',
      { division: 'demo', document: design() },
      { csrf: false },
    );
    expect(noCsrf.status).toBe(403);
  });

  it('sanitises uploaded SVG on save', async () => {
    const shopper = server.browser();
    await shopper.visit();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
    ).toString('base64');
    const saved = await save(shopper, {
      document: design([
        {
          ...text('front'),
          kind: 'image',
          src: `data:image/svg+xml;base64,${svg}`,
          pixelWidth: 10,
          pixelHeight: 10,
        },
      ]),
    });
    const element = saved.body.design.document.elements[0]!;
    const stored = element.kind === 'image' ? element.src : '';
    const decoded = Buffer.from(stored.split(',')[1]!, 'base64').toString();
    expect(decoded).toContain('<rect');
    expect(decoded).not.toContain('script');
  });

  it('adds the design to the basket; the paid order item carries it and gets 300 DPI print files and a mockup', async () => {
    const shopper = server.browser();
    await shopper.visit();
    const image = {
      ...text('front', 'img'),
      kind: 'image' as const,
      src: PNG_1PX,
      pixelWidth: 1,
      pixelHeight: 1,
    };
    const saved = await save(shopper, { document: design([text('front'), image, text('back')]) });
    const added = await shopper.post<{ items: BasketItem[] }>(
      '/omnis/v3/studio/designs/addToBasket/',
      { id: saved.body.design.id, division: 'demo' },
    );
    expect(added.status).toBe(200);
    expect(added.body.items).toHaveLength(1);
    expect(added.body.items[0]!.name).toBe('Plain Hoodie');
    // The hoodie's £45 plus the print price for front and back.
    expect(added.body.items[0]!.priceIncTax).toBe(55);

    const order = await placeOrder(shopper, { email: 'studio@example.com' });
    const paid = await payOrder(shopper, order.hash);
    expect(paid.status).toBe(200);
    const stored = (await server.repos.orders.findByHash(order.hash))!;
    const item = stored.items[0]!;
    // The line carries a frozen copy: the shopper's later saves do not change the order.
    const frozenId = item.options.design!;
    expect(frozenId).not.toBe(saved.body.design.id);
    expect((await server.repos.designs.findByPublicId(frozenId))?.document).toEqual(
      saved.body.design.document,
    );
    const row = await server.database.handle.db
      .selectFrom('order_items')
      .select('design_id')
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    expect(row.design_id).toBe(frozenId);
    expect(item.options.sku).toBe(`CP-HOODIE-${frozenId}`);

    // Rendering is queued after payment: wait for the files to land.
    await expect
      .poll(async () => (await server.repos.designs.fileRows(item.id)).length, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(3);
    // The PNGs are in object storage (the data folder here), the rows only name them.
    const storage = localDiskStorage(server.database.env.DATA_DIR);
    const store = createPrintFileStore(server.repos.designs, storage);
    const rows = await store.list(item.id);
    expect(
      rows.every((row) => row.legacyPng === '' && row.storageKey?.startsWith('print-files/')),
    ).toBe(true);
    const files = await Promise.all(
      rows.map(async (row) => ({ ...row, png: (await store.read(row))! })),
    );
    const prints = files.filter((file) => file.kind === 'print');
    expect(prints.map((file) => file.area)).toEqual(['front', 'back']);
    const front = prints[0]!;
    expect([front.width, front.height]).toEqual([mmToPixels(280), mmToPixels(230)]);
    const meta = await sharp(front.png).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual([
      'png',
      mmToPixels(280),
      mmToPixels(230),
      true,
    ]);
    const back = await sharp(prints[1]!.png).metadata();
    expect([back.width, back.height]).toEqual([mmToPixels(300), mmToPixels(400)]);
    // Transparent where nothing is printed (the top-left corner).
    const { data } = await sharp(front.png)
      .extract({ left: 0, top: 0, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[3]).toBe(0);
    expect(files.some((file) => file.kind === 'mockup')).toBe(true);

    // Staff (and the store's sellers) read them; the shopper and strangers do not.
    const listPath = `/omnis/v3/studio/order-items/${item.id}/files/`;
    expect((await shopper.get(listPath)).status).toBe(401);
    const staff = server.browser();
    await staff.signIn('staff@omnis.test', PASSWORD);
    const list = await staff.get<{ files: Array<{ kind: string; area: string; url: string }> }>(
      listPath,
    );
    expect(list.status).toBe(200);
    expect(list.body.files.map((file) => `${file.kind}:${file.area}`)).toEqual([
      'print:front',
      'print:back',
      'mockup:front',
    ]);
    const other = server.browser();
    await other.signIn('seller@other.test', PASSWORD);
    expect((await other.get(listPath)).status).toBe(403);
    const png = await fetch(server.url + list.body.files[0]!.url, {
      headers: { cookie: staff.cookieHeader() },
    });
    expect(png.headers.get('content-type')).toBe('image/png');
    const served = await sharp(Buffer.from(await png.arrayBuffer())).metadata();
    expect(served.width).toBe(mmToPixels(280));

    // The back-office: the order's designed items with their files and job status.
    type PrintItem = { id: number; status: { state: string; label: string }; files: unknown[] };
    const atlasPath = `/omnis/v3/atlas/orders/${stored.id}/print-files/`;
    const factory = await accounts.signedIn('factory@omnis.test');
    const listed = await factory.get<{ orderId: number; items: PrintItem[] }>(atlasPath);
    expect(listed.status).toBe(200);
    expect(listed.body.items).toHaveLength(1);
    expect(listed.body.items[0]).toMatchObject({
      id: item.id,
      status: { state: 'ready', label: 'Print files ready' },
    });
    expect(listed.body.items[0]!.files).toHaveLength(3);
    expect((await other.get(atlasPath)).status).toBe(403);
    // Regenerating is the factory's (labels.write), needs CSRF, and re-renders the files.
    const regeneratePath = `/omnis/v3/atlas/order-items/${item.id}/print-files/regenerate/`;
    const viewer = await accounts.signedIn('viewer@omnis.test');
    expect((await viewer.get(atlasPath)).status).toBe(200);
    expect((await viewer.post(regeneratePath, {})).status).toBe(403);
    expect((await factory.post(regeneratePath, {}, { csrf: false })).status).toBe(403);
    const before = await server.database.handle.db
      .selectFrom('studio_print_files')
      .select(['id', 'storage_key'])
      .where('order_item_id', '=', item.id)
      .execute();
    const regenerated = await factory.post<{ item: PrintItem }>(regeneratePath, {});
    expect(regenerated.status).toBe(200);
    expect(['queued', 'rendering']).toContain(regenerated.body.item.status.state);
    await expect
      .poll(
        async () =>
          (await factory.get<{ items: PrintItem[] }>(atlasPath)).body.items[0]!.status.state,
        { timeout: 10_000 },
      )
      .toBe('ready');
    const after = await server.database.handle.db
      .selectFrom('studio_print_files')
      .select('id')
      .where('order_item_id', '=', item.id)
      .execute();
    expect(after).toHaveLength(3);
    expect(Math.min(...after.map((row) => row.id))).toBeGreaterThan(
      Math.max(...before.map((row) => row.id)),
    );
    // The previous render's objects are gone from storage.
    for (const row of before) expect(await storage.get(row.storage_key!)).toBeNull();

    // A row from before migration 034 (its PNG in the row) still downloads, and moves to storage.
    const legacyPng = await sharp({
      create: { width: 3, height: 2, channels: 4, background: '#ff000080' },
    })
      .png()
      .toBuffer();
    const db = server.database.handle.db;
    const [first] = await store.list(item.id);
    await db
      .updateTable('studio_print_files')
      .set({ storage_key: null, png: legacyPng.toString('base64') })
      .where('id', '=', first!.id)
      .execute();
    await storage.delete(first!.storageKey!);
    const legacy = await fetch(server.url + list.body.files[0]!.url, {
      headers: { cookie: staff.cookieHeader() },
    });
    expect(legacy.status).toBe(200);
    expect(Buffer.from(await legacy.arrayBuffer()).equals(legacyPng)).toBe(true);
    const moved = await db
      .selectFrom('studio_print_files')
      .select(['png', 'storage_key'])
      .where('id', '=', first!.id)
      .executeTakeFirstOrThrow();
    expect(moved.png).toBe('');
    expect(moved.storage_key).toMatch(/^print-files\/moved\//);
    expect((await storage.get(moved.storage_key!))?.size).toBe(legacyPng.length);

    const missing = await factory.post(
      `/omnis/v3/atlas/order-items/999999/print-files/regenerate/`,
      {},
    );
    expect(missing.status).toBe(404);
  });
});
