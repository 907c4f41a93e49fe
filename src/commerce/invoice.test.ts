import { describe, expect, it } from 'vitest';
import { customerHashFromBytes, historyEmailKey, isCustomerHash } from './customerHash';
import { invoiceLabel, invoiceOf, vatBreakdown, type InvoiceOrder } from './invoice';
import { reorderItems, statusLabel } from './orderHistory';
import { orderTotals } from './totals';

const seller = {
  name: 'Demo Store',
  legalName: 'Demo Store Ltd',
  address: '1 High Street, London, EC1A 1AA',
  vatNumber: 'GB123456789',
  companyNumber: '01234567',
  email: 'hello@demo.test',
};

// Two standard-rated tees at 12.00, one zero-rated book at 8.00, 10 % off, shipping 4.99.
const totals = orderTotals({
  lines: [
    {
      productId: 1,
      name: 'Tee',
      quantity: 2,
      unitPriceGbp: 12,
      vatPercent: 20,
      options: { colour: 'Black', size: 'M' },
    },
    { productId: 2, name: 'Book', quantity: 1, unitPriceGbp: 8, vatPercent: 0, options: {} },
  ],
  currency: 'GBP',
  conversionRate: 1,
  shippingGbp: 4.99,
  discountPercent: 10,
});
const order: InvoiceOrder = {
  hash: 'a'.repeat(32),
  invoiceNumber: 7,
  createdAt: '2026-11-26T10:00:00.000Z',
  currency: 'GBP',
  coupon: 'WELCOME10',
  billingEmail: 'ann@example.com',
  billingAddress: {
    name: 'Ann',
    street: '2 Low Road',
    city: 'Leeds',
    zip: 'LS1 1AA',
    country: 'GB',
  } as InvoiceOrder['billingAddress'],
  shippingMethod: 'Standard',
  shipping: totals.shipping,
  shippingTax: totals.shippingTax,
  items: totals.items.map((item) => ({ ...item })),
};

describe('vatBreakdown', () => {
  it('sums net, VAT and gross per rate, highest rate first', () => {
    expect(
      vatBreakdown([
        { ratePercent: 0, net: 720, vat: 0, gross: 720 },
        { ratePercent: 20, net: 1800, vat: 360, gross: 2160 },
        { ratePercent: 20, net: 416, vat: 83, gross: 499 },
      ]),
    ).toStrictEqual([
      { ratePercent: 20, net: 2216, vat: 443, gross: 2659 },
      { ratePercent: 0, net: 720, vat: 0, gross: 720 },
    ]);
  });

  it('leaves out a rate with nothing in it', () => {
    expect(vatBreakdown([{ ratePercent: 5, net: 0, vat: 0, gross: 0 }])).toStrictEqual([]);
  });
});

describe('invoiceOf', () => {
  it('has no invoice for an order without an invoice number (unpaid)', () => {
    expect(invoiceOf({ ...order, invoiceNumber: null }, seller)).toBeNull();
  });

  it('shows each line after its discount, shipping at 20 % and the VAT by rate', () => {
    const invoice = invoiceOf(order, seller)!;
    expect(invoice.lines).toStrictEqual([
      {
        description: 'Tee (Black, M)',
        quantity: 2,
        ratePercent: 20,
        net: 1800,
        vat: 360,
        gross: 2160,
      },
      { description: 'Book', quantity: 1, ratePercent: 0, net: 720, vat: 0, gross: 720 },
    ]);
    expect(invoice.shipping).toStrictEqual({
      description: 'Shipping: Standard',
      quantity: 1,
      ratePercent: 20,
      net: 416,
      vat: 83,
      gross: 499,
    });
    expect(invoice.discount).toBe(320);
    expect(invoice.vatBreakdown).toStrictEqual([
      { ratePercent: 20, net: 2216, vat: 443, gross: 2659 },
      { ratePercent: 0, net: 720, vat: 0, gross: 720 },
    ]);
    // The invoice's gross is what the shopper paid.
    expect(invoice.totals).toStrictEqual({ net: 2936, vat: 443, gross: totals.total });
    expect(totals.total).toBe(3379);
  });

  it('prints the number padded', () => {
    expect(invoiceLabel(7)).toBe('INV-000007');
  });
});

describe('customer hash', () => {
  it('is 128 bits as 32 lowercase hex digits', () => {
    const hash = customerHashFromBytes(new Uint8Array(16).fill(171));
    expect(hash).toBe('ab'.repeat(16));
    expect(isCustomerHash(hash)).toBe(true);
    expect(isCustomerHash('ab'.repeat(8))).toBe(false);
    expect(() => customerHashFromBytes(new Uint8Array(8))).toThrow();
  });

  it('matches emails without case or spaces', () => {
    expect(historyEmailKey('  Ann@Example.COM ')).toBe('ann@example.com');
  });
});

describe('order history', () => {
  it('names statuses in words', () => {
    expect(statusLabel('label_printed')).toBe('Label printed');
  });

  it('reorders the items that still have a product, with their colour, size and options', () => {
    expect(
      reorderItems({
        items: [
          {
            name: 'Tee',
            quantity: 2,
            productId: 1,
            options: { colour: 'Black', size: 'M', print: 'Front' },
          },
          { name: 'Gone', quantity: 1, productId: null, options: {} },
          { name: 'Bulk', quantity: 150, productId: 3, options: {} },
        ],
      }),
    ).toStrictEqual([
      {
        productId: 1,
        quantity: 2,
        productColor: 'Black',
        productSize: 'M',
        bundleOptions: { print: 'Front' },
      },
      { productId: 3, quantity: 99, bundleOptions: {} },
    ]);
  });
});
