import { describe, expect, it } from 'vitest';
import { pageSchema } from '../../src/model';
import {
  composeOrderMail,
  defaultOrderConfirmationPage,
  orderSummaryData,
  withOrderLinks,
} from './orderMail';
import type { StoredOrder } from './ordersRepository';

const address = { name: 'Ada', street: '1 Row', city: 'London', country: 'GB', zip: 'SW1A 1AA' };
const order: StoredOrder = {
  id: 1,
  hash: 'ab'.repeat(16),
  divisionId: 1,
  customerId: null,
  currency: 'GBP',
  conversionRate: 1,
  status: 'paid',
  subtotal: 3333,
  goodsTax: 667,
  discount: 333,
  taxDiscount: 67,
  shipping: 329,
  shippingTax: 66,
  total: 3995,
  coupon: 'WELCOME10',
  billingEmail: 'ada@example.com',
  phone: null,
  billingAddress: address,
  shippingAddress: address,
  shippingMethod: 'Standard delivery',
  paymentMethod: 'Test card ending 4242',
  paymentTransaction: 'pi_test',
  invoiceNumber: 1,
  trackingCodes: [],
  version: 2,
  createdAt: '2026-11-26T00:00:00.000Z',
  items: [
    {
      id: 1,
      productId: 1,
      name: 'Fox Tee',
      quantity: 2,
      price: 3333,
      tax: 667,
      discount: 333,
      priceTaxIncluded: 4000,
      discountTaxIncluded: 400,
      vatRate: 20,
      options: { colour: 'Black', size: 'M' },
    },
  ],
};
const store = { id: 1, name: 'Loop & Thread', theme: 'naked', pro: false };

describe('the order confirmation mail', () => {
  it('turns the order into summary figures: lines, discount, shipping, total and VAT', () => {
    expect(orderSummaryData(order).items).toEqual([
      { label: '2 × Fox Tee', value: '£40.00', caption: 'Black, M' },
      { label: 'Discount (WELCOME10)', value: '−£4.00', caption: '' },
      { label: 'Shipping', value: '£3.95', caption: 'Standard delivery' },
      { label: 'Total', value: '£39.95', caption: '' },
      { label: 'Includes VAT', value: '£6.66', caption: '' },
    ]);
  });

  it('points buttons that link to /receipt/ at this order, at any depth, and leaves others', () => {
    const page = pageSchema.parse({
      blocks: [
        { id: 'a', uid: 'a', type: 'button', order: 0, properties: { href: '/receipt/' } },
        {
          id: 'r',
          uid: 'r',
          type: 'row',
          order: 1,
          properties: {},
          items: [
            { id: 'b', uid: 'b', type: 'button', order: 0, properties: { href: '/receipt/' } },
          ],
        },
        { id: 'c', uid: 'c', type: 'button', order: 2, properties: { href: '/shop/' } },
        { id: 'd', uid: 'd', type: 'button', order: 3, properties: { href: '/order-history/' } },
      ],
    });
    const linked = withOrderLinks(page, order.hash, 'c'.repeat(32));
    expect(linked.blocks[0]!.properties.href).toBe(`/receipt/${order.hash}`);
    expect(linked.blocks[1]!.items![0]!.properties.href).toBe(`/receipt/${order.hash}`);
    expect(linked.blocks[2]!.properties.href).toBe('/shop/');
    expect(linked.blocks[3]!.properties.href).toBe(`/order-history/${'c'.repeat(32)}`);
  });

  it("uses the store's own mail page when it has one, filled with the order", async () => {
    const template = defaultOrderConfirmationPage('Loop & Thread');
    template.properties.title.value = 'Hooray, your order is in';
    const mail = await composeOrderMail(order, store, 'https://shop.example', template);
    expect(mail.subject).toBe('Hooray, your order is in');
    expect(mail.text).toContain('2 × Fox Tee');
    expect(mail.text).not.toContain('Your product');
    expect(mail.html).toContain(`https://shop.example/receipt/${order.hash}`);
    expect(mail.link).toBe(`https://shop.example/receipt/${order.hash}`);
  });

  it('falls back to the built-in page without a template', async () => {
    const mail = await composeOrderMail(order, store, 'https://shop.example', null);
    expect(mail.subject).toBe('Your Loop & Thread order is confirmed');
    expect(mail.text).toContain('£39.95');
  });
});
