import type { OrderView } from '../../../src/commerce/orderView';
import type { Browser } from './browser';

/** A UK address the checkout accepts. */
export const TEST_ADDRESS = {
  name: 'Ada Lovelace',
  street: '1 Analytical Row',
  city: 'London',
  country: 'GB',
  zip: 'SW1A 1AA',
};

/**
 * Checks out the shopper's basket as the checkout page does: a quote for the shipping
 * method, then place-order with the total it showed and a fresh checkout key.
 */
export async function placeOrder(
  shopper: Browser,
  options: { email: string; shippingMethod?: 'standard' | 'express'; division?: string },
): Promise<OrderView> {
  const division = options.division ?? 'demo';
  const shippingMethod = options.shippingMethod ?? 'standard';
  const quote = await shopper.post<{ totals: { total: number } }>('/omnis/v3/checkout/quote/', {
    division,
    shippingMethod,
  });
  const placed = await shopper.post<{ order: OrderView }>('/omnis/v3/checkout/place-order/', {
    division,
    idempotencyKey: `key-${Math.random().toString(36).slice(2)}-0000000000`,
    email: options.email,
    shippingAddress: TEST_ADDRESS,
    shippingMethod,
    currency: 'GBP',
    expectedTotal: quote.body.totals.total,
  });
  if (placed.status !== 200) throw new Error(`place-order: ${placed.status} ${placed.text}`);
  return placed.body.order;
}

/** Pays with a test card (the succeeding one by default). */
export const payOrder = (shopper: Browser, hash: string, card = '4242 4242 4242 4242') =>
  shopper.post<{ order: OrderView; message?: string }>(`/omnis/v3/orders/${hash}/pay/`, {
    number: card,
    expiry: '12 / 34',
    cvc: '123',
  });
