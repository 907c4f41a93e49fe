import { performance } from 'node:perf_hooks';
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { createDivisionsRepository } from '../../server/store/divisionsRepository';
import { createSellerProductsRepository } from '../../server/products/sellerProductsRepository';
import { productQuerySchema, type ProductQueryInput } from '../../src/products';

/**
 * The seller's product table at scale: fills one store with `count` products (inserted
 * in batches, straight into the tables) and times the page fetches the dashboard makes.
 * Shared by bench/products/run.ts and tests/server/productsPaging.test.ts.
 */
export const TABLE_QUERIES: Record<string, ProductQueryInput> = {
  'first page, newest changes first': {},
  'page 200 by name': { sort: 'name', direction: 'asc', page: 200 },
  'by price, disabled only': { sort: 'price', filter: 'disabled' },
  'search "fox"': { search: 'fox' },
  'pending approval': { filter: 'pending', sort: 'created' },
};

export async function fillStore(db: Kysely<Database>, count: number): Promise<number> {
  const division = await createDivisionsRepository(db).create({
    code: `bench${Date.now()}`,
    name: 'Bench Store',
    subdomain: `bench${Date.now()}`,
    theme: 'naked',
  });
  const animals = ['Fox', 'Owl', 'Whale', 'Bee', 'Hare', 'Wren', 'Otter', 'Lynx'];
  const batch = 500;
  for (let start = 0; start < count; start += batch) {
    const rows = Array.from({ length: Math.min(batch, count - start) }, (_, offset) => {
      const n = start + offset;
      const at = new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString();
      return {
        uuid: `bench-${division.id}-${n}`,
        division_id: division.id,
        sku: `CP-B${n}`,
        name: `${animals[n % animals.length]} design ${n}`,
        url_name: `design-${n}`,
        description: '',
        type: 't-shirt',
        price: 15 + (n % 200) / 10,
        sale_price: null,
        bestseller_rank: n,
        default_colour: 'Black',
        enabled: n % 7 === 0 ? 0 : 1,
        is_base_product: 0,
        base_sku: 'BASE-TSHIRT',
        base_cost: 9.5,
        approval_status: n % 3 === 0 ? 'pending' : 'approved',
        created_at: at,
        updated_at: at,
      };
    });
    await db.insertInto('products').values(rows).execute();
  }
  return division.id;
}

/** The median time, in ms, of `rounds` fetches of each query (after one warm-up each). */
export async function timeTableQueries(
  db: Kysely<Database>,
  divisionId: number,
  rounds = 7,
): Promise<Array<{ name: string; ms: number; total: number }>> {
  const repo = createSellerProductsRepository(db);
  const results: Array<{ name: string; ms: number; total: number }> = [];
  for (const [name, input] of Object.entries(TABLE_QUERIES)) {
    const query = productQuerySchema.parse(input);
    const { total } = await repo.list(divisionId, query);
    const times: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const started = performance.now();
      await repo.list(divisionId, query);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    results.push({ name, ms: times[Math.floor(times.length / 2)]!, total });
  }
  return results;
}
