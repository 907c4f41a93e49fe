import { newTwoFactorSecret } from '../accounts/twoFactor';
import { STAFF_STATUS } from '../../src/backOffice/staff';
import { createStarterPages } from '../content/createStarterPages';
import { defaultOrderMailPage, ORDER_MAILS } from '../commerce/orderMail';
import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ValidationError } from '../../src/errors';
import type { ImageAsset } from '../../src/model';
import type { BlockRegistry } from '../../src/registry';
import { hashPassword } from '../accounts/passwords';
import { writeImageVariants, type ImageVariants } from '../images/variants';
import { localDiskStorage, type ObjectStorage } from '../storage';
import { preparePageWrite } from '../pages/preparePageWrite';
import type { Repositories } from '../db/repos';
import { UPLOADS_URL } from '../images/routes';
import {
  DESIGNS,
  demoProducts,
  KIND_DETAILS,
  slug,
  type DemoProduct,
  type ProductKind,
} from './catalogue';
import { bannerPng, productSvg, rackOfTeesSvg, svgToPng, type DemoPicture } from './images';
import { localiseImages } from '../../src/qa/localiseImages';
import { demoMainMenu } from './menu';

/**
 * The demo store, written on an empty database: a store with a theme and main menu, the
 * fixture pages that pass validation, 30 products with generated pictures, collections,
 * blog posts, and a seller and a staff login. Returns the logins to print, or null when
 * the database already had a store.
 */
export interface DemoLogin {
  role: 'seller' | 'staff';
  email: string;
  password: string;
  /** Staff sign in with two-factor (atlas requires it): the authenticator's base32 secret. */
  twoFactorSecret?: string;
}

export interface SeedOptions {
  dataDir: string;
  fixturesDir: string;
  registry: BlockRegistry;
  /** Known passwords in development; random ones (printed once) in production. */
  fixedPasswords: boolean;
  log?: (message: string) => void;
  /** Where the demo images go: the configured storage (server/storage); DATA_DIR on disk by default. */
  storage?: ObjectStorage;
}

export const DEMO_STORE = {
  code: 'demo',
  name: 'Loop & Thread',
  subdomain: 'demo',
  theme: 'outland',
} as const;
/** The demo store's seller details, printed on its invoices (example values). */
export const DEMO_COMPANY = {
  legalName: 'Loop & Thread Ltd',
  address: 'Unit 4, Harbour Yard, Falmouth, TR11 3XA, United Kingdom',
  vatNumber: 'GB 123 4567 89',
  companyNumber: '01234567',
  email: 'orders@loopandthread.example',
} as const;
/** The homepage fixture's lifestyle picture, drawn at seed time (images.ts rackOfTeesSvg). */
export const LIFESTYLE_RACK_OF_TEES =
  'https://images.loopandthread.example/lifestyle/rack-of-tees.jpg';
/** T-shirts on the lifestyle picture's rail. */
const RACK_SHIRTS = 6;

/** The colours the demo garments come in, each once, in catalogue order. */
const garmentColours = (products: ReturnType<typeof demoProducts>): string[] => [
  ...new Set(products.flatMap((product) => product.colours.map((colour) => colour.hex))),
];

export const DEMO_PASSWORDS = {
  seller: 'demo-seller-password',
  staff: 'demo-staff-password',
  atlas: 'demo-atlas-password',
} as const;

/** The demo atlas staff user's two-factor secret in development (add it to an authenticator app). */
export const DEMO_STAFF_TWO_FACTOR_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

export const DEMO_COUPON = { code: 'WELCOME10', percentOff: 10 } as const;

export async function seedDemoStore(
  repos: Repositories,
  options: SeedOptions,
): Promise<DemoLogin[] | null> {
  if ((await repos.divisions.count()) > 0) return null;
  const log = options.log ?? (() => undefined);
  // Pro, so every fixture page (the html block is Pro-only) is part of the demo.
  const division = await repos.divisions.create({ ...DEMO_STORE, pro: true });
  const storage = options.storage ?? localDiskStorage(options.dataDir);
  const keyPrefix = `uploads/${division.id}`;
  const urlBase = `${UPLOADS_URL}/${division.id}`;
  const draw = (svg: string, baseName: string): Promise<ImageVariants> =>
    svgToPng(svg).then((png) => writeImageVariants(png, { storage, keyPrefix, urlBase, baseName }));
  const drawPng = (png: Buffer, baseName: string): Promise<ImageVariants> =>
    writeImageVariants(png, { storage, keyPrefix, urlBase, baseName });
  const asset = (variants: ImageVariants, altText: string, color?: string): ImageAsset => ({
    original: variants.original,
    sizes: variants.sizes,
    altText,
    ...(color ? { color } : {}),
  });

  // Products, newest last so "new in" shows the end of the list first.
  const products = demoProducts();
  const kindImages = {} as Record<ProductKind, string>;
  const productIds = new Map<string, number>();
  const start = Date.UTC(2025, 0, 1);
  for (const [index, product] of products.entries()) {
    const ink = DESIGNS.find((design) => design.name === product.design)?.ink ?? '#333333';
    const options = [];
    for (const colour of product.colours) {
      const variants = await draw(
        productSvg({ kind: product.kind, colourHex: colour.hex, design: product.design, ink }),
        `seed-${product.urlName}-${slug(colour.name)}`,
      );
      options.push({
        colourName: colour.name,
        colourHex: colour.hex,
        sizes: product.sizes,
        images: [asset(variants, `${product.name} in ${colour.name}`, colour.hex)],
      });
      kindImages[product.kind] ??= variants.sizes['512'] ?? variants.original;
    }
    const created = await repos.products.create({
      uuid: randomUUID(),
      divisionId: division.id,
      sku: `DEMO-${product.kind.toUpperCase()}-${product.design.toUpperCase()}`,
      name: product.name,
      urlName: product.urlName,
      description: `Our ${product.design.toLowerCase()} design on a ${KIND_DETAILS[product.kind].label.toLowerCase()}, printed when you order it.`,
      type: product.kind,
      price: product.price,
      salePrice: product.salePrice,
      bestsellerRank: ((index * 7) % products.length) + 1,
      defaultColour: product.colours[0]?.name ?? null,
      isBaseProduct: false,
      createdAt: new Date(start + index * 86_400_000).toISOString(),
      options,
    });
    productIds.set(product.urlName, created.id);
  }
  log(`seeded ${products.length} products`);

  // Collections: one per kind, one per design, new in, best sellers and sale.
  // A banner shows two of its products, in their first colours, beside its heading.
  const picture = (product: (typeof products)[number], colourIndex = 0): DemoPicture => ({
    kind: product.kind,
    colourHex: (product.colours[colourIndex] ?? product.colours[0]!).hex,
    design: product.design,
    ink: DESIGNS.find((design) => design.name === product.design)?.ink ?? '#333333',
  });
  const banner = async (title: string, from: string, to: string, shown: DemoPicture[]) => {
    const variants = await drawPng(await bannerPng(from, to, shown), `seed-banner-${slug(title)}`);
    return variants.sizes['1920'] ?? variants.sizes['1024'] ?? variants.original;
  };
  const shownProduct = (urlName: string, colourIndex = 0): DemoPicture =>
    picture(
      products.find((product) => product.urlName === urlName)!,
      colourIndex,
    );
  const pictures = (filter: (product: (typeof products)[number], index: number) => boolean) =>
    products
      .filter(filter)
      .slice(0, 2)
      .map((product, index) => picture(product, index));
  const ids = (filter: (product: (typeof products)[number], index: number) => boolean) =>
    products.flatMap((product, index) =>
      filter(product, index) ? [productIds.get(product.urlName)!] : [],
    );
  const collections: Array<{
    name: string;
    urlName: string;
    from: string;
    to: string;
    filter: (product: (typeof products)[number], index: number) => boolean;
  }> = [
    ...(Object.keys(KIND_DETAILS) as ProductKind[]).map((kind) => ({
      name: KIND_DETAILS[kind].plural,
      urlName: KIND_DETAILS[kind].urlName,
      from: '#1d2b4f',
      to: '#2a6fb0',
      filter: (p: DemoProduct) => p.kind === kind,
    })),
    {
      name: 'All designs',
      urlName: 'designs',
      from: '#1f2328',
      to: '#8a5a2b',
      filter: () => true,
    },
    ...DESIGNS.map((design) => ({
      name: `${design.name} designs`,
      urlName: slug(design.name),
      from: design.ink,
      to: '#1f2328',
      filter: (p: DemoProduct) => p.design === design.name,
    })),
    {
      name: 'New in',
      urlName: 'new-in',
      from: '#234d36',
      to: '#7fb069',
      filter: (_p, index) => index >= products.length - 8,
    },
    {
      name: 'Best sellers',
      urlName: 'best-sellers',
      from: '#6b1f2a',
      to: '#e4682a',
      filter: (_p, index) => index % 3 === 0,
    },
    {
      name: 'Sale',
      urlName: 'sale',
      from: '#9e1919',
      to: '#e8b92a',
      filter: (p) => p.salePrice !== null,
    },
  ];
  const banners: string[] = [];
  for (const collection of collections) {
    const image = await banner(
      collection.name,
      collection.from,
      collection.to,
      pictures(collection.filter),
    );
    banners.push(image);
    const created = await repos.collections.create({
      divisionId: division.id,
      name: collection.name,
      urlName: collection.urlName,
      banner: image,
    });
    await repos.collections.addProducts(created.id, ids(collection.filter));
  }
  log(`seeded ${collections.length} collections`);

  const posts = [
    {
      url: 'how-print-on-demand-works',
      shown: [shownProduct('fox-t-shirt', 1), shownProduct('whale-hoodie')],
      title: 'How print on demand works',
      tags: ['print-on-demand', 'sustainability'],
      from: '#1d2b4f',
      to: '#7fb069',
      body: '<p>Nothing in our shop is printed until you order it. Your order reaches the factory within minutes, a blank garment is pulled from stock and your design is printed on it the same day.</p><p>Printing to order means no unsold stock going to landfill, and it lets us try new designs without waste.</p>',
    },
    {
      url: 'caring-for-organic-cotton',
      shown: [shownProduct('bee-t-shirt', 2), shownProduct('hare-sweater')],
      title: 'Caring for organic cotton',
      tags: ['organic-cotton', 'sustainability'],
      from: '#234d36',
      to: '#d8ccb4',
      body: '<p>Wash your tee inside out at 30°C and dry it on a line: the print lasts longer and the cotton keeps its shape.</p><h2>When it is worn out</h2><p>Send it back with the free returns label and we make new clothes from the fibre.</p>',
    },
    {
      url: 'meet-the-illustrators',
      shown: [shownProduct('owl-art-print'), shownProduct('bee-sticker')],
      title: 'Meet the illustrators',
      tags: ['illustrators'],
      from: '#6b1f2a',
      to: '#e8b92a',
      body: '<p>Every design in the shop is drawn by an illustrator we work with directly, and each sale pays them a share.</p><p>This month: the coastal range, drawn in a caravan on the Cornish coast.</p>',
    },
  ];
  for (const [index, post] of posts.entries()) {
    await repos.blog.create({
      divisionId: division.id,
      url: post.url,
      title: post.title,
      body: post.body,
      metaImage: await banner(post.title, post.from, post.to, post.shown),
      publishedAt: new Date(Date.UTC(2025, 2, 1 + index * 14)).toISOString(),
      tags: post.tags,
    });
  }

  // A coupon to try at checkout (printed with the demo logins).
  await repos.orders.createCoupon(division.id, DEMO_COUPON.code, DEMO_COUPON.percentOff);

  await repos.divisions.updateSettings(division.id, {
    mainMenu: demoMainMenu(kindImages),
    plugins: {
      'cookie-policy': {
        message: 'We use cookies to make this shop work and to understand how it is used.',
        allowEssentialOnly: true,
      },
      'email-subscriber-offer': { enabled: true, mailingList: 'newsletter' },
      currency: { currency: 'GBP', currencies: 'GBP,USD,EUR', enabled: true },
      'christmas-banner': {},
    },
    christmasCutoffDates: [
      { service: 'Standard delivery', date: '2026-12-18' },
      { service: 'Express delivery', date: '2026-12-21' },
    ],
    searchRedirects: [{ searchTerm: 'hoodie', destinationUrl: '/collection/hoodies/' }],
    paymentProcessor: { type: 'teemill', accounts: { stripe: 'acct_demo', paypal: null } },
    company: DEMO_COMPANY,
  });

  // The homepage's big image block shows the shop's tees on a rail, not a banner gradient.
  const rack = await draw(
    rackOfTeesSvg(garmentColours(products).slice(0, RACK_SHIRTS)),
    'seed-lifestyle-rack-of-tees',
  );
  const seeded = seedFixturePages(
    options.fixturesDir,
    options.registry,
    division.pro,
    [...banners, ...Object.values(kindImages)],
    { [LIFESTYLE_RACK_OF_TEES]: rack.sizes['1920'] ?? rack.sizes['1024'] ?? rack.original },
    log,
  );
  for (const page of seeded) {
    const stored = await repos.pages.create(division.id, page.uuid ?? randomUUID(), page, {
      url: page.url ?? '/',
      isHomepage: page.url === '/',
      published: page.published,
    });
    // The demo store is live: its pages start published (issue 14).
    await repos.pageVersions.publish(stored, null, new Date().toISOString());
  }
  if (!seeded.some((page) => page.url === '/')) {
    const home = preparePageWrite(
      { url: '/', properties: { title: { value: 'Home' } } },
      { registry: options.registry, pro: division.pro },
    );
    const stored = await repos.pages.create(division.id, randomUUID(), home, {
      url: '/',
      isHomepage: true,
      published: true,
    });
    await repos.pageVersions.publish(stored, null, new Date().toISOString());
    log('no fixture homepage passed validation: seeded an empty homepage');
  }

  // Terms, cookies and privacy pages the footer links to, and the help centre's pages
  // (server/content/legalPages.ts, helpPages.ts).
  await createStarterPages(repos, options.registry, division, async (stored) => {
    await repos.pageVersions.publish(stored, null, new Date().toISOString());
  });

  // The order mails as mail pages the seller can edit (server/commerce/orderMail.ts).
  for (const kind of ['order-confirmation', 'order-dispatched'] as const) {
    const mailPage = preparePageWrite(defaultOrderMailPage(kind, division.name), {
      registry: options.registry,
      pro: division.pro,
    });
    await repos.pages.create(division.id, randomUUID(), mailPage, {
      url: ORDER_MAILS[kind].url,
      isHomepage: false,
      published: false,
    });
  }

  const password = (known: string) =>
    options.fixedPasswords ? known : randomBytes(12).toString('base64url');
  const logins: DemoLogin[] = [
    { role: 'seller', email: 'seller@demo.localhost', password: password(DEMO_PASSWORDS.seller) },
    { role: 'staff', email: 'staff@demo.localhost', password: password(DEMO_PASSWORDS.staff) },
    // Atlas needs two-factor; the plain staff login above stays without it for the
    // dashboard's own tests and demos.
    {
      role: 'staff',
      email: 'atlas@demo.localhost',
      password: password(DEMO_PASSWORDS.atlas),
      twoFactorSecret: options.fixedPasswords ? DEMO_STAFF_TWO_FACTOR_SECRET : newTwoFactorSecret(),
    },
  ];
  for (const login of logins) {
    const user = await repos.users.create({
      email: login.email,
      passwordHash: await hashPassword(login.password),
      firstName: login.role === 'seller' ? 'Demo' : login.twoFactorSecret ? 'Atlas' : 'Staff',
      lastName: login.role === 'seller' ? 'Seller' : 'Member',
      verified: true,
      signedEula: true,
      internal: login.role === 'staff',
      dashboardAccess: true,
    });
    if (login.role === 'seller') await repos.users.grantDivision(user.id, division.id);
    if (login.twoFactorSecret) {
      // An enabled atlas admin with two-factor on, so atlas can be tried at once.
      await repos.users.setTwoFactorSecret(user.id, login.twoFactorSecret);
      await repos.staff.createProfile(user.id, {
        username: 'atlas',
        status: STAFF_STATUS.enabled,
        role: 'admin',
        team: 'Operations',
        isLeadership: true,
      });
    }
  }
  // Live chat: the demo seller answers from /dashboard/chat, atlas staff from /atlas/chat/.
  const now = new Date().toISOString();
  for (const [title, body] of DEMO_CANNED_REPLIES)
    await repos.liveChat.addCannedReply(division.id, title, body, now);
  return logins;
}

const DEMO_CANNED_REPLIES = [
  ['Hello', 'Hi! Thanks for getting in touch. How can I help?'],
  ['Delivery', 'Orders are printed to order and usually dispatched within 3 working days.'],
] as const;

/** The fixture pages that pass the same validation as a seller's save; the rest are logged and skipped. */
function seedFixturePages(
  fixturesDir: string,
  registry: BlockRegistry,
  pro: boolean,
  images: string[],
  named: Record<string, string>,
  log: (message: string) => void,
) {
  let files: string[] = [];
  try {
    files = readdirSync(fixturesDir)
      .filter((file) => file.endsWith('.json'))
      .sort();
  } catch {
    log(`no fixture pages in ${fixturesDir}`);
  }
  const seen = new Set<string>();
  return files.flatMap((file) => {
    try {
      const raw = localiseImages(
        JSON.parse(readFileSync(join(fixturesDir, file), 'utf8')) as Record<string, unknown>,
        images,
        named,
      );
      const page = preparePageWrite({ ...raw, divisionId: null }, { registry, pro });
      if (seen.has(page.url ?? '')) throw new Error(`url ${page.url} already seeded`);
      seen.add(page.url ?? '');
      return [page];
    } catch (error) {
      const detail =
        error instanceof ValidationError
          ? `${error.message} (${error.issues.map((issue) => `${issue.field}: ${issue.message}`).join('; ')})`
          : String(error);
      log(`skipped fixture page ${file}: ${detail}`);
      return [];
    }
  });
}
