import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../blocks';
import { verifyPassword } from '../../server/accounts/passwords';
import { createRepositories, type Repositories } from '../../server/db/repos';
import { seedDemoStore, type DemoLogin } from '../../server/seed/seed';
import { testDatabaseKinds, type TestDatabase } from './support/databases';

describe('demo store seed', () => {
  let database: TestDatabase;
  let repos: Repositories;
  let logins: DemoLogin[] | null;
  const messages: string[] = [];

  beforeAll(async () => {
    database = await testDatabaseKinds()[0]!.open();
    repos = createRepositories(database.handle.db);
    logins = await seedDemoStore(repos, {
      dataDir: database.env.DATA_DIR,
      fixturesDir: join(process.cwd(), 'fixtures', 'pages'),
      registry,
      fixedPasswords: true,
      log: (message) => messages.push(message),
    });
  }, 120_000);
  afterAll(async () => {
    await database.dispose();
  });

  it('makes the demo store with a theme and a main menu that has image tiles', async () => {
    const demo = await repos.divisions.findByRef('demo');
    expect(demo).toMatchObject({ subdomain: 'demo', theme: 'outland' });
    const tiles = demo!.settings.mainMenu
      .flatMap((entry) => entry.submenu)
      .filter((segment) => segment.mode === 'tiles');
    expect(tiles[0]?.items.length).toBe(6);
    expect(
      existsSync(join(database.env.DATA_DIR, tiles[0]!.items[0]!.src.replace(/^\//, ''))),
    ).toBe(true);
  });

  it('seeds at least 24 products of every kind, with colours, sizes and generated images on disk', async () => {
    const demo = (await repos.divisions.findByRef('demo'))!;
    const products = await repos.products.list(demo.id, {
      limit: 100,
      sort: 'bestseller',
      removeDuplicates: false,
    });
    expect(products.length).toBeGreaterThanOrEqual(24);
    expect(new Set(products.map((product) => product.type))).toEqual(
      new Set(['t-shirt', 'hoodie', 'sweater', 'tote-bag', 'art-print', 'sticker']),
    );
    for (const product of products) {
      expect(product.options.length).toBeGreaterThan(0);
      expect(product.options[0]!.sizes.length).toBeGreaterThan(0);
      const image = product.options[0]!.images[0]!;
      expect(existsSync(join(database.env.DATA_DIR, image.original.replace(/^\//, '')))).toBe(true);
    }
    expect((await repos.collections.list(demo.id)).map((c) => c.urlName)).toEqual(
      expect.arrayContaining(['t-shirts', 'hoodies', 'new-in']),
    );
    expect((await repos.blog.paginate([demo.id], 1, 10)).total).toBe(3);
  });

  it('seeds a homepage and the fixture pages that validate, logging the others', async () => {
    const demo = (await repos.divisions.findByRef('demo'))!;
    const pages = await repos.pages.listByDivision(demo.id);
    expect(pages.filter((page) => page.isHomepage)).toHaveLength(1);
    expect(
      pages.length + messages.filter((m) => m.startsWith('skipped fixture page')).length,
    ).toBeGreaterThanOrEqual(5);
    expect(JSON.stringify(pages.map((page) => page.page))).not.toMatch(
      /https?:\/\/[^"]*\.example\/[^"]*\.(jpg|png)/,
    );
  });

  it('creates a seller of the store and a staff login with the printed passwords, once', async () => {
    expect(logins?.map((login) => login.role)).toEqual(['seller', 'staff', 'staff']);
    for (const login of logins!) {
      const user = await repos.users.findByEmail(login.email);
      expect(await verifyPassword(user!.passwordHash, login.password)).toBe(true);
      expect(user!.internal).toBe(login.role === 'staff');
    }
    const seller = await repos.users.findByEmail(logins![0]!.email);
    expect(await repos.users.divisionsOf(seller!.id)).toEqual([
      (await repos.divisions.findByRef('demo'))!.id,
    ]);
    expect(
      await seedDemoStore(repos, {
        dataDir: database.env.DATA_DIR,
        fixturesDir: 'fixtures/pages',
        registry,
        fixedPasswords: true,
      }),
    ).toBeNull();
  });
});
