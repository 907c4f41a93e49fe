import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  activeQuantity,
  addMoney,
  fromDecimal,
  isOrderHash,
  itemTotal,
  money,
  multiplyMoney,
  orderHashFromBytes,
  orderItemSchema,
  percentageComplete,
  sumMoney,
  vatIncluded,
  wasEverBespoke,
  wasEverShipped,
} from './index';

describe('money', () => {
  it('keeps whole minor units and rounds half away from zero', () => {
    expect(fromDecimal(1.005, 'GBP')).toEqual({ amount: 101, currency: 'GBP' });
    expect(fromDecimal(19.99, 'GBP').amount).toBe(1999);
    expect(money(-2.5, 'EUR').amount).toBe(-3);
    expect(multiplyMoney(money(333, 'GBP'), 1.5).amount).toBe(500);
  });

  it('adds only the same currency', () => {
    expect(sumMoney([money(1999, 'GBP'), money(1, 'GBP')], 'GBP').amount).toBe(2000);
    expect(() => addMoney(money(1, 'GBP'), money(1, 'EUR'))).toThrow('Cannot combine GBP with EUR');
  });
});

describe('vatIncluded', () => {
  it('splits a 20% inclusive price so net + vat is the price', () => {
    expect(vatIncluded(money(1200, 'GBP'), 20)).toEqual({
      gross: money(1200, 'GBP'),
      net: money(1000, 'GBP'),
      vat: money(200, 'GBP'),
    });
    const odd = vatIncluded(money(1999, 'GBP'), 20);
    expect(odd.vat.amount).toBe(333);
    expect(odd.net.amount + odd.vat.amount).toBe(1999);
  });
});

describe('order item rules', () => {
  it('item total = price + tax - discount', () => {
    expect(itemTotal({ price: 1000, tax: 200, discount: 150 })).toBe(1050);
  });

  it('active quantity = quantity - returned quantity - cancelled labels', () => {
    expect(
      activeQuantity({
        quantity: 5,
        returnedQuantity: 1,
        labels: [{ cancelled: true }, { cancelled: false }, { cancelled: true }],
      }),
    ).toBe(2);
  });

  it('parses an item with the spec fields', () => {
    const item = orderItemSchema.parse({
      id: 1,
      quantity: 2,
      price: 1000,
      tax: 200,
      priceTaxIncluded: 1200,
    });
    expect(item.discount).toBe(0);
    expect(item.labels).toEqual([]);
  });
});

describe('status groups', () => {
  it('gives percentage complete per flow', () => {
    expect(percentageComplete('normal', 'new')).toBe(0);
    expect(percentageComplete('normal', 'to_be_paid')).toBe(0);
    expect(percentageComplete('normal', 'paid')).toBe(20);
    expect(percentageComplete('normal', 'packing')).toBe(60);
    expect(percentageComplete('normal', 'refunded')).toBe(100);
    expect(percentageComplete('bespoke', 'bespoke_paid')).toBe(38);
    expect(percentageComplete('bespoke', 'bespoke_shipped')).toBe(100);
    expect(percentageComplete('paper', 'paid')).toBe(0);
    expect(percentageComplete('paper', 'printed')).toBe(40);
    expect(percentageComplete('normal', 'quote')).toBeUndefined();
  });

  it('knows bespoke and shipped from the history', () => {
    expect(wasEverBespoke(['quote', 'bespoke_paid'])).toBe(true);
    expect(wasEverBespoke(['new', 'paid'])).toBe(false);
    expect(wasEverShipped(['paid', 'complete', 'refunded'])).toBe(true);
    expect(wasEverShipped(['bespoke_shipped'])).toBe(true);
    expect(wasEverShipped(['paid'])).toBe(false);
  });
});

describe('order hash', () => {
  it('is 128 random bits as 32 hex digits', () => {
    const hash = orderHashFromBytes(randomBytes(16));
    expect(isOrderHash(hash)).toBe(true);
    expect(orderHashFromBytes(randomBytes(16))).not.toBe(hash);
    expect(() => orderHashFromBytes(new Uint8Array(8))).toThrow();
  });
});
