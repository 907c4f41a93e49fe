/**
 * The staff order list at 100,000 orders (issue 19): fills a fresh SQLite database, then
 * times each filter of GET /atlas/orders/ (server/backOffice/ordersQuery.ts) and prints the
 * median of 20 runs. Run: npx node --import tsx bench/atlasOrders.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ordersQuerySchema } from '../src/backOffice';
import { listOrders } from '../server/backOffice/ordersQuery';
import { openDatabase } from '../server/db/connect';
import { migrateToLatest } from '../server/db/migrate';
import { createRepositories } from '../server/db/repos';

const ORDERS = 100_000;
const STATUSES = ['new', 'paid', 'processing', 'packing', 'complete', 'refunded'];

const dataDir = mkdtempSync(join(tmpdir(), 'atlas-bench-'));
const handle = openDatabase({ dataDir });
try {
  await migrateToLatest(handle.db, handle.dialect);
  const division = await createRepositories(handle.db).divisions.create({
    code: 'bench',
    name: 'Bench',
    subdomain: 'bench',
    theme: 'naked',
  });
  const start = Date.parse('2026-01-01T00:00:00.000Z');
  for (let batch = 0; batch < ORDERS; batch += 1000) {
    await handle.db
      .insertInto('orders')
      .values(
        Array.from({ length: 1000 }, (_, index) => {
          const n = batch + index;
          return {
            hash: n.toString(16).padStart(32, '0'),
            division_id: division.id,
            currency: 'GBP',
            status: STATUSES[n % STATUSES.length]!,
            subtotal: 2000,
            goods_tax: 400,
            total: 2400,
            billing_email: `shopper${n}@example.com`,
            billing_address: '{}',
            shipping_address: '{}',
            created_at: new Date(start + n * 60_000).toISOString(),
          };
        }),
      )
      .execute();
  }
  const cases: Record<string, Record<string, string>> = {
    'newest first': {},
    'status group (processing)': { group: '2' },
    'status paid, page 50': { status: 'paid', page: '50' },
    store: { store: String(division.id) },
    'one day': { from: '2026-02-01', to: '2026-02-01' },
    'by email': { q: 'Shopper77777@example.com' },
    'by hash': { q: (77_777).toString(16).padStart(32, '0') },
    'by id': { q: '77777' },
  };
  for (const [name, raw] of Object.entries(cases)) {
    const query = ordersQuerySchema.parse(raw);
    const times: number[] = [];
    let rows = 0;
    for (let run = 0; run < 20; run += 1) {
      const began = performance.now();
      rows = (await listOrders(handle.db, query, 50)).orders.length;
      times.push(performance.now() - began);
    }
    times.sort((a, b) => a - b);
    console.log(`${name.padEnd(28)} ${times[10]!.toFixed(2)} ms (${rows} rows)`);
  }
} finally {
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
}
