import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { BlockRegistry } from '../../../src/registry';
import type { SsrRender } from '../../../src/ssr/contract';
import { buildApp } from '../../../server/app';
import { hashPassword } from '../../../server/accounts/passwords';
import { defaultConfig, type ServerConfig } from '../../../server/config';
import { createRepositories, type Repositories } from '../../../server/db/repos';
import type { Division } from '../../../server/store/divisionsRepository';
import { Browser } from './browser';
import { testDatabaseKinds, type TestDatabase, type TestDatabaseKind } from './databases';

export const PASSWORD = 'correct horse battery';

/** Two stores and the people of each, enough to test every permission rule. */
export interface TestWorld {
  products: { tee: number; hoodie: number; otherStoreTee: number };
  demo: Division;
  other: Division;
  pro: Division;
  users: {
    seller: string;
    otherSeller: string;
    proSeller: string;
    staff: string;
    customer: string;
  };
}

async function seedWorld(repos: Repositories): Promise<TestWorld> {
  const demo = await repos.divisions.create({
    code: 'demo',
    name: 'Demo Store',
    subdomain: 'demo',
    customDomain: 'shop.example',
    theme: 'naked',
  });
  const other = await repos.divisions.create({
    code: 'other',
    name: 'Other Store',
    subdomain: 'other',
    theme: 'punch',
  });
  const pro = await repos.divisions.create({
    code: 'prostore',
    name: 'Pro Store',
    subdomain: 'prostore',
    theme: 'teemillPro',
    pro: true,
  });
  const passwordHash = await hashPassword(PASSWORD);
  const make = async (email: string, divisionIds: number[], extra: { internal?: boolean } = {}) => {
    const user = await repos.users.create({
      email,
      passwordHash,
      verified: true,
      signedEula: true,
      dashboardAccess: divisionIds.length > 0,
      ...extra,
    });
    for (const id of divisionIds) await repos.users.grantDivision(user.id, id);
    return email;
  };
  const product = (
    divisionId: number,
    name: string,
    urlName: string,
    rank: number,
    createdAt: string,
  ) =>
    repos.products.create({
      uuid: `uuid-${urlName}-${divisionId}`,
      divisionId,
      sku: `SKU-${urlName}`,
      name,
      urlName,
      description: `${name}, printed to order`,
      type: 't-shirt',
      price: 25,
      salePrice: rank === 1 ? 20 : null,
      bestsellerRank: rank,
      defaultColour: 'Black',
      createdAt,
      isBaseProduct: urlName === 'fox-tee',
      baseSku: null,
      options: [
        {
          colourName: 'Black',
          colourHex: '#000000',
          sizes: ['S', 'M', 'L'],
          images: [
            {
              original: `/img/${urlName}-black.png`,
              altText: name,
              sizes: { '256': `/img/${urlName}-black-256.webp` },
            },
          ],
        },
        { colourName: 'White', colourHex: '#ffffff', sizes: ['M'], images: [] },
      ],
    });
  const tee = await product(demo.id, 'Fox Tee', 'fox-tee', 1, '2024-01-01T00:00:00.000Z');
  const hoodie = await product(demo.id, 'Owl Hoodie', 'owl-hoodie', 2, '2024-06-01T00:00:00.000Z');
  const otherStoreTee = await product(
    other.id,
    'Other Tee',
    'other-tee',
    1,
    '2024-01-01T00:00:00.000Z',
  );
  const animals = await repos.collections.create({
    divisionId: demo.id,
    name: 'Animals',
    urlName: 'animals',
    banner: '/img/animals.png',
  });
  await repos.collections.addProducts(animals.id, [hoodie.id]);
  await repos.blog.create({
    divisionId: demo.id,
    url: 'hello-world',
    title: 'Hello world',
    body: '<p>First post</p><img src="/img/hello.png" onerror="alert(1)"><script>alert(2)</script>',
    metaImage: '/img/hello.png',
    publishedAt: '2024-01-01T00:00:00.000Z',
  });
  await repos.blog.create({
    divisionId: demo.id,
    url: 'second-post',
    title: 'Second post',
    body: 'More',
    metaImage: null,
    publishedAt: '2024-02-01T00:00:00.000Z',
  });
  return {
    products: { tee: tee.id, hoodie: hoodie.id, otherStoreTee: otherStoreTee.id },
    demo,
    other,
    pro,
    users: {
      seller: await make('seller@demo.test', [demo.id]),
      otherSeller: await make('seller@other.test', [other.id]),
      proSeller: await make('seller@pro.test', [pro.id]),
      staff: await make('staff@omnis.test', [], { internal: true }),
      customer: await make('customer@demo.test', []),
    },
  };
}

export interface TestServer {
  url: string;
  app: FastifyInstance;
  repos: Repositories;
  world: TestWorld;
  database: TestDatabase;
  browser: () => Browser;
  /** A browser signed in as `email`; throws when the sign-in does not answer 200. */
  signedIn: (email: string, password?: string) => Promise<Browser>;
  close: () => Promise<void>;
}

export async function startTestServer(
  options: {
    kind?: TestDatabaseKind;
    ssr?: SsrRender;
    config?: Partial<ServerConfig>;
    registry?: BlockRegistry;
    logger?: FastifyServerOptions['logger'];
  } = {},
): Promise<TestServer> {
  const kind = options.kind ?? testDatabaseKinds()[0]!;
  const database = await kind.open();
  const repos = createRepositories(database.handle.db);
  const world = await seedWorld(repos);
  const config = defaultConfig({ env: 'test', dataDir: database.env.DATA_DIR, ...options.config });
  const app = await buildApp({
    db: database.handle.db,
    config,
    ssr: options.ssr,
    registry: options.registry,
    logger: options.logger,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    app,
    repos,
    world,
    database,
    browser: () => new Browser(url),
    signedIn: async (email, password = PASSWORD) => {
      const browser = new Browser(url);
      const answer = await browser.signIn(email, password);
      if (answer.status !== 200) throw new Error(`sign-in of ${email} answered ${answer.status}`);
      return browser;
    },
    close: async () => {
      await app.close();
      await database.dispose();
    },
  };
}
