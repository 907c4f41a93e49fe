/**
 * Commerce benchmark (issue 17), `npm run bench -- commerce`:
 * - 200 shoppers checking out at once on SQLite and on PostgreSQL (when
 *   DATABASE_URL_TEST is set), against the real server process: orders created must equal
 *   checkouts confirmed, with no duplicate from the double clicks and none lost; the p99
 *   of place-order; place-order throughput as a ratio of page GETs at the same concurrency.
 * - The /checkout/ page with a product in the basket in headless Chromium: the JavaScript
 *   it loads (gzip; the Stripe element is a separate chunk loaded only by a Stripe store's
 *   pay page) and its largest contentful paint on loopback (target under 1 s).
 * Writes bench/results/commerce.json.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { launchBrowser } from '../../tests/e2e/browser';
import { startServer } from '../../tests/e2e/server';
import { testDatabaseKinds } from '../../tests/server/support/databases';
import { spawnServer } from '../../tests/server/support/process';
import type { BenchResult } from '../report';
import { measurePage, medians } from '../runtime/browser';
import { round } from '../runtime/measure';
import { checkoutStorm, p99, type CheckoutStorm } from './shoppers';

const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 200);
const LCP_TARGET_MS = 1000;

function stormRows(dialect: string, storm: CheckoutStorm): BenchResult[] {
  return [
    {
      measure: `${SHOPPERS} shoppers checking out at once on ${dialect}: orders created`,
      unit: 'orders',
      ours: storm.ordersCreated,
      peer: { name: 'checkouts confirmed', value: storm.confirmed },
      better: 'higher',
      target: { on: 'ratio', min: 1, max: 1 },
      note: `${storm.paid} paid; ${storm.failures.length} failures${storm.failures.length ? `: ${[...new Set(storm.failures)].join(', ')}` : ''}`,
    },
    {
      measure: `duplicate orders from double clicks on ${dialect}`,
      unit: 'orders',
      ours: storm.duplicates,
      better: 'lower',
      target: { on: 'value', max: 0 },
    },
    {
      measure: `place-order p99 on ${dialect} (${SHOPPERS} at once)`,
      unit: 'ms',
      ours: round(p99(storm.placeOrderMs)),
      better: 'lower',
    },
    {
      measure: `place-order throughput on ${dialect}`,
      unit: 'orders/s',
      ours: round(storm.placeOrdersPerSecond, 1),
      peer: {
        name: 'SSR page GET at the same concurrency',
        value: round(storm.pageGetsPerSecond, 1),
      },
      better: 'higher',
    },
  ];
}

export async function run(): Promise<BenchResult[]> {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('vite build failed');
  const rows: BenchResult[] = [];
  const storms: Record<string, CheckoutStorm> = {};
  for (const kind of testDatabaseKinds()) {
    const database = await kind.open();
    const server = await spawnServer(database.env, 180_000);
    try {
      const storm = await checkoutStorm(server.url, database.handle.db, SHOPPERS);
      storms[kind.dialect] = storm;
      rows.push(...stormRows(kind.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite', storm));
    } finally {
      server.child.kill('SIGTERM');
      await new Promise((resolve) => server.child.once('exit', resolve));
      await database.dispose();
    }
  }

  const [server, browser] = await Promise.all([
    startServer({ NODE_ENV: 'production', TEST_PAYMENTS: '1' }),
    launchBrowser(),
  ]);
  try {
    const checkout = await measurePage(browser, server.origin, {
      path: '/checkout/',
      prepare: async (context) => {
        await context.request.get(`${server.origin}/omnis/v3/dashboard/secure/get/`);
        const xsrf =
          (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
        const product = await context.request.get(
          `${server.origin}/omnis/v3/frontend/demo/getStoreCoreData/json/`,
        );
        if (!product.ok()) throw new Error('core data failed');
        const answer = await context.request.post(
          `${server.origin}/omnis/v3/frontend/product/addItemToCart/`,
          {
            headers: { 'x-csrf-token': xsrf },
            data: {
              item: { productId: 1, productColor: 'Black', productSize: 'M' },
              division: 'demo',
            },
          },
        );
        if (!answer.ok()) throw new Error(`add to basket failed: ${answer.status()}`);
      },
    });
    const vitals = medians(checkout);
    rows.push(
      {
        measure: 'JavaScript for /checkout/ (gzip)',
        unit: 'KB',
        ours: round(checkout.jsGzipBytes / 1024, 1),
        better: 'lower',
        note: `${checkout.scripts.length} files; the Stripe Payment Element is its own chunk, loaded only on a Stripe store's pay page`,
      },
      {
        measure: 'Largest contentful paint, /checkout/ with a product in the basket (loopback)',
        unit: 'ms',
        ours: round(vitals.lcpMs),
        better: 'lower',
        target: { on: 'value', max: LCP_TARGET_MS },
      },
    );
  } finally {
    await browser.close();
    await server.stop();
  }
  mkdirSync(join('bench', 'results'), { recursive: true });
  writeFileSync(
    join('bench', 'results', 'commerce.json'),
    `${JSON.stringify({ date: new Date().toISOString(), rows, storms }, null, 2)}\n`,
  );
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  run().then(
    (rows) => console.table(rows),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
