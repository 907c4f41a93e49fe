import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderTotals } from '../../src/commerce/totals';
import { pageSchema } from '../../src/model';
import { openSqlite, SQLITE_FILE } from '../../server/db/connect';
import { createRepositories, type Repositories } from '../../server/db/repos';
import { testDatabaseKinds, type TestDatabase } from './support/databases';
import { openStoreDatabase } from './support/stores';

/** The repository contract, run on SQLite always and on PostgreSQL when DATABASE_URL_TEST is set. */
describe.each(testDatabaseKinds())('storage on $dialect', ({ dialect, open }) => {
  let test: TestDatabase;
  let repos: Repositories;
  let divisionId: number;

  beforeEach(async () => {
    ({ test, repos, divisionId } = await openStoreDatabase(open));
  });
  afterEach(async () => {
    vi.useRealTimers();
    await test.dispose();
  });

  const aboutPage = () =>
    pageSchema.parse({ url: '/about/', properties: { title: { value: 'About' } } });
  const columns = { url: '/about/', isHomepage: false, published: true };

  it('stores a page at version 1 and reads it back by id and url', async () => {
    const stored = await repos.pages.create(divisionId, 'uuid-1', aboutPage(), columns);
    expect(stored.page).toMatchObject({
      id: stored.page.id,
      uuid: 'uuid-1',
      version: 1,
      divisionId,
      url: '/about/',
    });
    expect((await repos.pages.findByUrl(divisionId, '/about/'))?.page.properties.title.value).toBe(
      'About',
    );
    expect(await repos.pages.urlTaken(divisionId, '/about/')).toBe(true);
    expect(await repos.pages.urlTaken(divisionId, '/about/', stored.page.id)).toBe(false);
  });

  it('bumps the version on each accepted write and refuses a stale one, changing nothing', async () => {
    const { page } = await repos.pages.create(divisionId, 'uuid-1', aboutPage(), columns);
    const first = await repos.pages.update(page.id!, 1, { ...page, layout: 'blank' }, columns);
    expect(first.status === 'saved' && first.stored.page.version).toBe(2);
    const stale = await repos.pages.update(page.id!, 1, { ...page, layout: 'tool' }, columns);
    expect(stale.status).toBe('conflict');
    expect(stale.status === 'conflict' && stale.current.page).toMatchObject({
      version: 2,
      layout: 'blank',
    });
    expect(await repos.pages.update(9999, 1, page, columns)).toEqual({ status: 'missing' });
  });

  it('stamps edited: now on create unless the page has its own (the seed), now on every update', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T09:00:00Z'));
    const { page } = await repos.pages.create(divisionId, 'uuid-1', aboutPage(), columns);
    expect(page.edited).toBe('2026-11-26T09:00:00.000Z');
    const seeded = await repos.pages.create(
      divisionId,
      'uuid-2',
      { ...aboutPage(), url: '/seeded/', edited: '2026-10-02T15:03:48Z' },
      { ...columns, url: '/seeded/' },
    );
    expect(seeded.page.edited).toBe('2026-10-02T15:03:48Z');

    vi.setSystemTime(new Date('2026-11-26T09:30:00Z'));
    const saved = await repos.pages.update(
      page.id!,
      1,
      { ...page, layout: 'blank', edited: '2001-01-01T00:00:00Z' },
      columns,
    );
    expect(saved.status === 'saved' && saved.stored.page.edited).toBe('2026-11-26T09:30:00.000Z');
    expect((await repos.pages.findById(page.id!))?.page.edited).toBe('2026-11-26T09:30:00.000Z');
    expect(
      (await repos.pages.listByDivision(divisionId)).map((stored) => stored.page.edited),
    ).toStrictEqual(['2026-11-26T09:30:00.000Z', '2026-10-02T15:03:48Z']);
  });

  it('reads a page by id fresh after every write: its own at once, another process by the next turn', async () => {
    const { page } = await repos.pages.create(divisionId, 'uuid-1', aboutPage(), columns);
    expect((await repos.pages.findById(page.id!))?.page.version).toBe(1);
    // This process's write is seen at once, in the same event-loop turn.
    const saved = await repos.pages.update(page.id!, 1, { ...page, layout: 'blank' }, columns);
    expect(saved.status).toBe('saved');
    expect((await repos.pages.findById(page.id!))?.page).toMatchObject({
      version: 2,
      layout: 'blank',
    });
    // Another part of this process, through repositories of its own, writes next.
    const other = createRepositories(test.handle.db);
    await other.pages.update(page.id!, 2, { ...page, layout: 'tool' }, columns);
    await new Promise((resolve) => setImmediate(resolve));
    expect((await repos.pages.findById(page.id!))?.page).toMatchObject({
      version: 3,
      layout: 'tool',
    });
    expect(await repos.pages.delete(page.id!)).toBe(true);
    expect(await repos.pages.findById(page.id!)).toBeNull();
  });

  it.runIf(dialect === 'sqlite')(
    'sees a page changed by another process by the next event-loop turn',
    async () => {
      const { page } = await repos.pages.create(divisionId, 'uuid-1', aboutPage(), columns);
      expect((await repos.pages.findById(page.id!))?.page.url).toBe('/about/');
      const otherProcess = openSqlite(join(test.env.DATA_DIR!, SQLITE_FILE));
      try {
        otherProcess
          .prepare("update pages set url = '/moved/', version = version + 1 where id = ?")
          .run(page.id);
      } finally {
        otherProcess.close();
      }
      await new Promise((resolve) => setImmediate(resolve));
      expect((await repos.pages.findById(page.id!))?.page).toMatchObject({
        url: '/moved/',
        version: 2,
      });
    },
  );

  it('lets exactly one of two concurrent writers of the same version win', async () => {
    const { page } = await repos.pages.create(divisionId, 'uuid-1', aboutPage(), columns);
    const results = await Promise.all([
      repos.pages.update(page.id!, 1, { ...page, layout: 'blank' }, columns),
      repos.pages.update(page.id!, 1, { ...page, layout: 'tool' }, columns),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['conflict', 'saved']);
    expect((await repos.pages.findById(page.id!))?.page.version).toBe(2);
  });

  it('finds a store by code, id, subdomain and custom domain, and records setup steps', async () => {
    expect((await repos.divisions.findByRef('demo'))?.id).toBe(divisionId);
    expect((await repos.divisions.findByRef(String(divisionId)))?.code).toBe('demo');
    expect((await repos.divisions.findBySubdomain('DEMO'))?.id).toBe(divisionId);
    expect(await repos.divisions.findByCustomDomain('shop.example')).toBeNull();
    await repos.divisions.completeSetupStep(divisionId, 'homepage', 'collection');
    expect((await repos.divisions.findById(divisionId))?.setup).toEqual({
      completed: ['homepage'],
      current: 'collection',
    });
  });

  it('uses a recovery code once only', async () => {
    const user = await repos.users.create({ email: 'Seller@Example.com', passwordHash: 'x' });
    expect((await repos.users.findByEmail('seller@example.COM'))?.id).toBe(user.id);
    await repos.users.setRecoveryCodes(user.id, ['h1', 'h2']);
    expect(await repos.users.useRecoveryCode(user.id, 'h1')).toBe(true);
    expect(await repos.users.useRecoveryCode(user.id, 'h1')).toBe(false);
    expect(await repos.users.useRecoveryCode(user.id, 'nope')).toBe(false);
  });

  it('expires sessions and consumes a password reset once', async () => {
    const user = await repos.users.create({ email: 'a@b.co', passwordHash: 'x' });
    await repos.sessions.create({
      tokenHash: 'live',
      publicId: 'p1',
      userId: user.id,
      expiresAt: '2999-01-01T00:00:00.000Z',
    });
    await repos.sessions.create({
      tokenHash: 'dead',
      publicId: 'p2',
      userId: null,
      expiresAt: '2000-01-01T00:00:00.000Z',
    });
    expect((await repos.sessions.find('live'))?.userId).toBe(user.id);
    expect(await repos.sessions.find('dead')).toBeNull();
    await repos.users.createPasswordReset(user.id, 'reset', '2999-01-01T00:00:00.000Z');
    expect(await repos.users.consumePasswordReset('reset')).toBe(user.id);
    expect(await repos.users.consumePasswordReset('reset')).toBeNull();
  });

  it('adds to a basket line by key and moves a session basket to the customer on sign-in', async () => {
    const product = await repos.products.create({
      uuid: 'p-1',
      divisionId,
      sku: 'TS-1',
      name: 'Tee',
      urlName: 'tee',
      description: '',
      type: 't-shirt',
      price: 20,
      salePrice: null,
      bestsellerRank: 1,
      defaultColour: 'Black',
      options: [{ colourName: 'Black', colourHex: '#000000', sizes: ['S', 'M'], images: [] }],
    });
    const guest = { divisionId, sessionId: 's1', customerId: null };
    const line = {
      key: 'k1',
      productId: product.id,
      colour: 'Black',
      size: 'M',
      quantity: 1,
      bundleOptions: {},
    };
    await repos.baskets.add(guest, 'main', line);
    await repos.baskets.add(guest, 'main', { ...line, quantity: 2 });
    expect((await repos.baskets.lines(guest, 'main')).map((l) => [l.key, l.quantity])).toEqual([
      ['k1', 3],
    ]);
    const customer = await repos.users.create({ email: 'c@d.co', passwordHash: 'x' });
    const member = { divisionId, sessionId: 's1', customerId: customer.id };
    await repos.baskets.add(member, 'main', line);
    await repos.baskets.adopt('s1', customer.id);
    expect((await repos.baskets.lines(member, 'main')).map((l) => l.quantity)).toEqual([4]);
    expect(await repos.baskets.lines(guest, 'main')).toEqual([]);
    expect(await repos.baskets.setQuantity(member, 'main', 'k1', 0)).toBe(true);
    expect(await repos.baskets.lines(member, 'main')).toEqual([]);
  });

  it('lists products by bestseller rank or newest, within a collection, without duplicates', async () => {
    const make = (name: string, rank: number, createdAt: string, url: string) =>
      repos.products.create({
        uuid: url,
        divisionId,
        sku: url,
        name,
        urlName: url,
        description: '',
        type: 't-shirt',
        price: 10,
        salePrice: null,
        bestsellerRank: rank,
        defaultColour: null,
        createdAt,
        options: [],
      });
    const a = await make('Fox', 2, '2024-01-01', 'fox-tee');
    const b = await make('Owl', 1, '2024-02-01', 'owl-tee');
    await make('Fox', 3, '2024-03-01', 'fox-hoodie');
    const names = async (query: Parameters<Repositories['products']['list']>[1]) =>
      (await repos.products.list(divisionId, query)).map((p) => p.urlName);
    expect(await names({ limit: 10, sort: 'bestseller', removeDuplicates: false })).toEqual([
      'owl-tee',
      'fox-tee',
      'fox-hoodie',
    ]);
    expect(await names({ limit: 10, sort: 'new-in', removeDuplicates: false })).toEqual([
      'fox-hoodie',
      'owl-tee',
      'fox-tee',
    ]);
    expect(await names({ limit: 10, sort: 'bestseller', removeDuplicates: true })).toEqual([
      'owl-tee',
      'fox-tee',
    ]);
    expect(await names({ limit: 1, sort: 'bestseller', removeDuplicates: false })).toEqual([
      'owl-tee',
    ]);
    const collection = await repos.collections.create({
      divisionId,
      name: 'Birds',
      urlName: 'birds',
    });
    await repos.collections.addProducts(collection.id, [b.id]);
    expect(
      await names({ limit: 10, sort: 'bestseller', removeDuplicates: false, collection: 'birds' }),
    ).toEqual(['owl-tee']);
    expect((await repos.products.findByIds([a.id]))[0]?.manufacturer).toEqual({
      id: divisionId,
      name: 'Demo',
    });
  });

  it('keeps one subscription per address and list, listed once verified, until unsubscribed', async () => {
    const subscribe = (email: string, token: string) =>
      repos.subscribers.subscribe({
        divisionId,
        mailingList: 'newsletter',
        email,
        firstName: 'Ann',
        verifyTokenHash: `verify-${token}`,
        unsubscribeTokenHash: `unsubscribe-${token}`,
      });
    const listed = async () =>
      (await repos.subscribers.list(divisionId, { page: 1, perPage: 10 })).subscribers.map(
        (subscriber) => subscriber.email,
      );
    expect(await subscribe('A@b.co', 'one')).toBe('pending');
    // Asking again before confirming sends a new link; the old one stops working.
    expect(await subscribe('a@b.co', 'two')).toBe('pending');
    expect(await listed()).toEqual([]);
    expect(await repos.subscribers.verify('verify-one')).toBeNull();
    expect(await repos.subscribers.verify('verify-two')).toEqual({
      divisionId,
      mailingList: 'newsletter',
      email: 'a@b.co',
    });
    expect(await repos.subscribers.verify('verify-two')).toBeNull();
    expect(await listed()).toEqual(['a@b.co']);
    expect(await subscribe('a@b.co', 'three')).toBe('listed');
    expect(await repos.subscribers.unsubscribe('unsubscribe-two')).not.toBeNull();
    expect(await listed()).toEqual([]);
    expect(await repos.subscribers.all(divisionId)).toEqual([]);
  });

  it('stores an order once per checkout key, moves it by compare-and-set and logs each move', async () => {
    const totals = orderTotals({
      lines: [
        {
          productId: 1,
          name: 'Fox Tee',
          quantity: 2,
          unitPriceGbp: 20,
          vatPercent: 20,
          options: { size: 'M' },
        },
      ],
      currency: 'EUR',
      conversionRate: 1.17,
      shippingGbp: 3.95,
      discountPercent: 10,
    });
    const address = { name: 'Ada', street: '1 Row', city: 'Athens', country: 'EL', zip: '105 57' };
    const order = (hash: string) => ({
      hash,
      divisionId,
      customerId: null,
      totals,
      conversionRate: 1.17,
      coupon: 'WELCOME10',
      billingEmail: 'ada@example.com',
      phone: null,
      billingAddress: address,
      shippingAddress: address,
      shippingMethod: 'Standard delivery',
      status: 'to_be_paid',
    });
    const [first, second] = await Promise.all([
      repos.orders.createOnce('key-1', order('a'.repeat(32))),
      repos.orders.createOnce('key-1', order('b'.repeat(32))),
    ]);
    expect(first.order.id).toBe(second.order.id);
    expect([first.created, second.created].sort()).toEqual([false, true]);
    const stored = (await repos.orders.findByHash(first.order.hash))!;
    expect(stored).toMatchObject({
      currency: 'EUR',
      conversionRate: 1.17,
      total: totals.total,
      coupon: 'WELCOME10',
    });
    expect(stored.items).toEqual([
      expect.objectContaining({
        name: 'Fox Tee',
        quantity: 2,
        priceTaxIncluded: 4680,
        options: { size: 'M' },
      }),
    ]);
    expect(stored.shippingAddress.country).toBe('EL');

    const moves = await Promise.all([
      repos.orders.transition(stored.id, ['to_be_paid'], 'paid'),
      repos.orders.transition(stored.id, ['to_be_paid'], 'paid'),
    ]);
    expect(moves.filter(Boolean)).toHaveLength(1);
    expect((await repos.orders.statusLog(stored.id)).map((entry) => entry.status)).toEqual([
      'to_be_paid',
      'paid',
    ]);
    expect((await repos.orders.findById(stored.id))!.version).toBe(2);

    const attempt = await repos.orders.startAttempt(stored.id, 'test', null);
    await repos.orders.finishAttempt(attempt, {
      state: 'succeeded',
      message: '',
      successful: true,
      paymentMethodName: 'Test card ending 4242',
      intentId: 'pi_1',
    });
    expect(await repos.orders.attemptByIntent('pi_1')).toMatchObject({
      orderId: stored.id,
      successful: true,
    });
    expect(await repos.orders.markWebhookEvent('evt_1', 'test')).toBe(true);
    expect(await repos.orders.markWebhookEvent('evt_1', 'test')).toBe(false);
  });
});
