/**
 * Many shoppers checking out at once against a real server process: each one starts a
 * session, adds a product, asks for the quote, places the order (twice at the same moment
 * with one checkout key, as a double click does) and pays with the test card. Afterwards
 * the database says how many orders exist and how many are paid.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { Browser } from '../../tests/server/support/browser';

export interface CheckoutStorm {
  shoppers: number;
  confirmed: number;
  ordersCreated: number;
  paid: number;
  duplicates: number;
  failures: string[];
  placeOrderMs: number[];
  placeOrdersPerSecond: number;
  pageGetsPerSecond: number;
}

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
export const p99 = (values: number[]) => percentile(values, 99);

export async function checkoutStorm(
  origin: string,
  db: Kysely<Database>,
  shoppers: number,
): Promise<CheckoutStorm> {
  const product = await db
    .selectFrom('products')
    .select('id')
    .where('url_name', '=', 'fox-t-shirt')
    .executeTakeFirstOrThrow();
  const failures: string[] = [];
  const browsers = Array.from({ length: shoppers }, () => new Browser(origin));

  // Set-up that is not measured: sessions and baskets.
  await Promise.all(
    browsers.map(async (shopper) => {
      await shopper.visit();
      await shopper.post('/omnis/v3/frontend/product/addItemToCart/', {
        item: { productId: product.id, productColor: 'Black', productSize: 'M' },
        division: 'demo',
      });
    }),
  );
  const quotes = await Promise.all(
    browsers.map((shopper) =>
      shopper.post<{ totals: { total: number } }>('/omnis/v3/checkout/quote/', {
        division: 'demo',
      }),
    ),
  );

  // Page GETs at the same concurrency, for the throughput ratio.
  const getsStarted = performance.now();
  await Promise.all(browsers.map((shopper) => shopper.get('/')));
  const pageGetsPerSecond = shoppers / ((performance.now() - getsStarted) / 1000);

  const placeOrderMs: number[] = [];
  const started = performance.now();
  const hashes = await Promise.all(
    browsers.map(async (shopper, index) => {
      const request = {
        division: 'demo',
        idempotencyKey: `bench-${index}-${Date.now()}-0000`,
        email: `shopper${index}@bench.test`,
        shippingAddress: {
          name: `Shopper ${index}`,
          street: '1 Row',
          city: 'London',
          country: 'GB',
          zip: 'SW1A 1AA',
        },
        shippingMethod: 'standard',
        currency: 'GBP',
        expectedTotal: quotes[index]!.body.totals.total,
      };
      const at = performance.now();
      const [first, second] = await Promise.all([
        shopper.post<{ order: { hash: string } }>('/omnis/v3/checkout/place-order/', request),
        shopper.post<{ order: { hash: string } }>('/omnis/v3/checkout/place-order/', request),
      ]);
      placeOrderMs.push(performance.now() - at);
      if (first.status !== 200 || second.status !== 200) {
        failures.push(`place-order ${first.status}/${second.status}`);
        return null;
      }
      if (first.body.order.hash !== second.body.order.hash)
        failures.push('double click made two orders');
      return first.body.order.hash;
    }),
  );
  const placeOrdersPerSecond = shoppers / ((performance.now() - started) / 1000);

  const paidAnswers = await Promise.all(
    browsers.map((shopper, index) =>
      hashes[index]
        ? shopper.post(`/omnis/v3/orders/${hashes[index]}/pay/`, {
            number: '4242424242424242',
            expiry: '12/34',
            cvc: '123',
          })
        : Promise.resolve({ status: 0 }),
    ),
  );
  const confirmed = paidAnswers.filter((answer) => answer.status === 200).length;
  for (const answer of paidAnswers)
    if (answer.status !== 200) failures.push(`pay ${answer.status}`);

  const rows = await db
    .selectFrom('orders')
    .select(['billing_email', 'status'])
    .where('billing_email', 'like', '%@bench.test')
    .execute();
  const perShopper = new Map<string, number>();
  for (const row of rows)
    perShopper.set(row.billing_email, (perShopper.get(row.billing_email) ?? 0) + 1);
  return {
    shoppers,
    confirmed,
    ordersCreated: rows.length,
    paid: rows.filter((row) => row.status === 'paid').length,
    duplicates: [...perShopper.values()].reduce((sum, count) => sum + count - 1, 0),
    failures,
    placeOrderMs,
    placeOrdersPerSecond,
    pageGetsPerSecond,
  };
}
