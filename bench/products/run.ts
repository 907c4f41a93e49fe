/**
 * Seller product table benchmark (issue 18), `npm run bench -- products`: one store with
 * 10,000 products on SQLite and on PostgreSQL (when DATABASE_URL_TEST is set); the median
 * time of each page fetch the dashboard's table makes (paged, sorted, searched, filtered
 * on the server). Target: under 100 ms a page.
 */
import { testDatabaseKinds } from '../../tests/server/support/databases';
import type { BenchResult } from '../report';
import { round } from '../runtime/measure';
import { fillStore, timeTableQueries } from './tableAtScale';

const PRODUCTS = 10_000;
const TARGET_MS = 100;

export async function run(): Promise<BenchResult[]> {
  const rows: BenchResult[] = [];
  for (const kind of testDatabaseKinds()) {
    const database = await kind.open();
    try {
      const divisionId = await fillStore(database.handle.db, PRODUCTS);
      const dialect = kind.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite';
      for (const result of await timeTableQueries(database.handle.db, divisionId))
        rows.push({
          measure: `seller product table at ${PRODUCTS} products on ${dialect}: ${result.name}`,
          unit: 'ms',
          ours: round(result.ms, 1),
          better: 'lower',
          target: { on: 'value', max: TARGET_MS },
          note: `${result.total} matching`,
        });
    } finally {
      await database.dispose();
    }
  }
  return rows;
}
