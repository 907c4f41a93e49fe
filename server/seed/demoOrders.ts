import type { Kysely } from 'kysely';
import { createHash } from 'node:crypto';
import type { Database } from '../db/schema';
import { createOrdersRepository } from '../commerce/ordersRepository';
import { createPayments } from '../commerce/payments';
import { createTestProcessor, randomWebhookSecret } from '../commerce/processors/testProcessor';
import { assignInvoiceNumber } from '../commerce/invoiceNumbers';
import { orderHashFromBytes } from '../../src/commerce/orderHash';
import { orderTotals, vatPercentOf } from '../../src/commerce/totals';
import { DEMO_STORE } from './seed';

/**
 * Demo orders for atlas (its orders and labels screens have something to show on a fresh
 * start): guest orders on the demo store, paid with the built-in test processor's
 * succeeding test card, then moved along the normal flow to different statuses, each move
 * in the status log. Idempotent: every order has a fixed checkout key (a second run finds
 * the order the first made) and each step runs only when the order is not past it yet.
 */
export interface DemoOrderPlan {
  key: string;
  name: string;
  email: string;
  city: string;
  zip: string;
  /** Indexes into the demo store's products (oldest first), with quantities. */
  lines: Array<{ product: number; quantity: number; size: string }>;
  /** Where the order ends up; `new` stays unpaid. */
  status: 'new' | 'paid' | 'processing' | 'printed' | 'packing' | 'complete';
}

export const DEMO_ORDERS: readonly DemoOrderPlan[] = [
  {
    key: 'demo-order-1',
    name: 'Amira Hassan',
    email: 'amira.hassan@example.com',
    city: 'Bristol',
    zip: 'BS1 4DJ',
    lines: [{ product: 0, quantity: 2, size: 'M' }],
    status: 'paid',
  },
  {
    key: 'demo-order-2',
    name: 'Tom Whitfield',
    email: 'tom.whitfield@example.com',
    city: 'Leeds',
    zip: 'LS1 5AA',
    lines: [
      { product: 3, quantity: 1, size: 'L' },
      { product: 7, quantity: 1, size: 'S' },
    ],
    status: 'paid',
  },
  {
    key: 'demo-order-3',
    name: 'Priya Raman',
    email: 'priya.raman@example.com',
    city: 'Manchester',
    zip: 'M1 1AE',
    lines: [{ product: 5, quantity: 3, size: 'M' }],
    status: 'processing',
  },
  {
    key: 'demo-order-4',
    name: 'Owen Davies',
    email: 'owen.davies@example.com',
    city: 'Cardiff',
    zip: 'CF10 1EP',
    lines: [{ product: 11, quantity: 1, size: 'XL' }],
    status: 'printed',
  },
  {
    key: 'demo-order-5',
    name: 'Sofia Marino',
    email: 'sofia.marino@example.com',
    city: 'Edinburgh',
    zip: 'EH1 1YZ',
    lines: [{ product: 14, quantity: 2, size: 'S' }],
    status: 'packing',
  },
  {
    key: 'demo-order-6',
    name: 'Daniel Okafor',
    email: 'daniel.okafor@example.com',
    city: 'London',
    zip: 'E1 6AN',
    lines: [{ product: 2, quantity: 1, size: 'M' }],
    status: 'complete',
  },
  {
    key: 'demo-order-7',
    name: 'Grace Liu',
    email: 'grace.liu@example.com',
    city: 'Norwich',
    zip: 'NR2 1NR',
    lines: [{ product: 9, quantity: 1, size: 'L' }],
    status: 'new',
  },
];

/** The statuses an order passes through on the way to its planned one, after paid. */
const PATH_AFTER_PAID: Record<DemoOrderPlan['status'], readonly string[]> = {
  new: [],
  paid: [],
  processing: ['processing'],
  printed: ['processing', 'printed'],
  packing: ['processing', 'printed', 'packing'],
  complete: ['processing', 'printed', 'packing', 'complete'],
};

/** The test processor's always-succeeding card (src/commerce/testCards.ts). */
const DEMO_CARD = { number: '4242424242424242', expiry: '12 / 39', cvc: '123', name: '' };

/** A stable order hash per key, so the demo's order addresses stay the same across runs. */
const hashOf = (key: string) =>
  orderHashFromBytes(createHash('sha256').update(`omnis-${key}`).digest().subarray(0, 16));

/** Seeds the demo orders; returns how many it created (0 when they all exist already). */
export async function seedDemoOrders(
  db: Kysely<Database>,
  plans: readonly DemoOrderPlan[] = DEMO_ORDERS,
): Promise<number> {
  const division = await db
    .selectFrom('divisions')
    .select(['id'])
    .where('subdomain', '=', DEMO_STORE.subdomain)
    .executeTakeFirst();
  if (!division) return 0;
  const products = await db
    .selectFrom('products')
    .select(['id', 'name', 'price', 'sale_price', 'default_colour'])
    .where('division_id', '=', division.id)
    .orderBy('id')
    .execute();
  if (products.length === 0) return 0;

  const orders = createOrdersRepository(db);
  const processor = createTestProcessor(db, randomWebhookSecret());
  const payments = createPayments({
    orders,
    processor,
    onPaid: (order) => assignInvoiceNumber(db, order.divisionId, order.id).then(() => undefined),
  });
  let created = 0;
  for (const plan of plans) {
    const lines = plan.lines.map((line) => {
      const product = products[line.product % products.length]!;
      return {
        productId: product.id,
        name: product.name,
        quantity: line.quantity,
        unitPriceGbp: Number(product.sale_price ?? product.price),
        vatPercent: vatPercentOf(1),
        options: { size: line.size, colour: product.default_colour ?? 'White' },
      };
    });
    const address = {
      name: plan.name,
      street: '1 High Street',
      city: plan.city,
      country: 'GB',
      zip: plan.zip,
    };
    const result = await orders.createOnce(plan.key, {
      hash: hashOf(plan.key),
      divisionId: division.id,
      customerId: null,
      totals: orderTotals({
        lines,
        currency: 'GBP',
        conversionRate: 1,
        shippingGbp: 3.95,
        discountPercent: 0,
      }),
      conversionRate: 1,
      coupon: null,
      billingEmail: plan.email,
      phone: null,
      billingAddress: address,
      shippingAddress: address,
      shippingMethod: 'Standard delivery',
      status: 'new',
    });
    if (result.created) created += 1;
    let order = result.order;
    if (plan.status === 'new') continue;
    if (order.status === 'new') {
      const { attemptId, intent } = await payments.open(order);
      const paid = await payments.confirm(order, attemptId, () =>
        processor.confirmCard(intent.intentId, DEMO_CARD, new Date()),
      );
      order = paid.order;
    }
    const path = PATH_AFTER_PAID[plan.status];
    const done = path.indexOf(order.status);
    for (const [index, status] of path.entries()) {
      if (index <= done) continue;
      const from = index === 0 ? 'paid' : path[index - 1]!;
      if (!(await orders.transition(order.id, [from], status))) break;
    }
  }
  return created;
}
