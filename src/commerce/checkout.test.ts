import { describe, expect, it } from 'vitest';
import { placeOrderSchema } from './checkoutRequest';
import {
  christmasCutoffFor,
  deliveryEstimate,
  shippingMethodsFor,
  shippingRegionOf,
} from './shipping';
import { isValidExpiry, testCardOutcome } from './testCards';
import { orderTotals, vatPaid, vatPercentOf } from './totals';

describe('shipping', () => {
  it('puts Greece (EL) in the EU region, GB in the UK and the rest in the world', () => {
    expect(shippingRegionOf('GB')).toBe('uk');
    expect(shippingRegionOf('EL')).toBe('eu');
    expect(shippingRegionOf('US')).toBe('world');
  });

  it('ships UK standard free from £50, and prices express as listed', () => {
    expect(shippingMethodsFor('GB', 49.99).map((m) => m.price)).toEqual([3.95, 6.95]);
    expect(shippingMethodsFor('GB', 50).map((m) => m.price)).toEqual([0, 6.95]);
    expect(shippingMethodsFor('FR', 100).map((m) => m.price)).toEqual([6.95, 14.95]);
  });

  it('writes delivery estimates in working days', () => {
    const [standard, express] = shippingMethodsFor('GB', 0);
    expect(deliveryEstimate(standard!)).toBe('2-4 working days');
    expect(deliveryEstimate(express!)).toBe('1 working day');
  });

  it('shows a Christmas cut-off from 45 days before it until the day', () => {
    const cutoffs = [{ service: 'Standard delivery', date: '2026-12-18' }];
    const standard = { name: 'Standard delivery' };
    expect(christmasCutoffFor(standard, cutoffs, new Date('2026-11-26T12:00:00Z'))).toBe(
      '2026-12-18',
    );
    expect(christmasCutoffFor(standard, cutoffs, new Date('2026-12-18T23:00:00Z'))).toBe(
      '2026-12-18',
    );
    expect(christmasCutoffFor(standard, cutoffs, new Date('2026-12-19T00:00:00Z'))).toBeNull();
    expect(christmasCutoffFor(standard, cutoffs, new Date('2026-10-01T00:00:00Z'))).toBeNull();
    expect(
      christmasCutoffFor({ name: 'Express delivery' }, cutoffs, new Date('2026-12-01')),
    ).toBeNull();
  });
});

describe('order totals', () => {
  const tee = {
    productId: 1,
    name: 'Tee',
    quantity: 2,
    unitPriceGbp: 20,
    vatPercent: 20,
    options: {},
  };
  const book = {
    productId: 2,
    name: 'Kids tee',
    quantity: 1,
    unitPriceGbp: 10,
    vatPercent: 0,
    options: {},
  };

  it('splits VAT out of VAT-inclusive prices per line, net + VAT = what is paid', () => {
    const totals = orderTotals({
      lines: [tee, book],
      currency: 'GBP',
      conversionRate: 1,
      shippingGbp: 3.95,
      discountPercent: 0,
    });
    expect(totals.items.map((item) => [item.price, item.tax, item.priceTaxIncluded])).toEqual([
      [3333, 667, 4000],
      [1000, 0, 1000],
    ]);
    expect(totals.shipping + totals.shippingTax).toBe(395);
    expect(totals.shippingTax).toBe(66);
    expect(totals.total).toBe(4000 + 1000 + 395);
    expect(vatPaid(totals)).toBe(667 + 66);
  });

  it('takes a percentage coupon off the goods, with its VAT share, never off shipping', () => {
    const totals = orderTotals({
      lines: [tee],
      currency: 'GBP',
      conversionRate: 1,
      shippingGbp: 3.95,
      discountPercent: 10,
    });
    expect(totals.items[0]).toMatchObject({ discountTaxIncluded: 400, discount: 333 });
    expect(totals.taxDiscount).toBe(67);
    expect(totals.total).toBe(4000 - 400 + 395);
  });

  it('converts each unit price once at the rate and rounds half away from zero', () => {
    const totals = orderTotals({
      lines: [{ ...tee, quantity: 3, unitPriceGbp: 12.5 }],
      currency: 'EUR',
      conversionRate: 1.17,
      shippingGbp: 0,
      discountPercent: 0,
    });
    // 12.50 x 1.17 = 14.625 -> 14.63 a unit, 43.89 for three.
    expect(totals.items[0]!.priceTaxIncluded).toBe(4389);
    expect(totals.currency).toBe('EUR');
  });

  it('zero-rates goods whose vatRate is 0 and charges the standard rate otherwise', () => {
    expect(vatPercentOf(0)).toBe(0);
    expect(vatPercentOf(1)).toBe(20);
  });
});

describe('test cards', () => {
  it("follows Stripe's documented test numbers, spaces or not", () => {
    expect(testCardOutcome('4242 4242 4242 4242')).toBe('succeeds');
    expect(testCardOutcome('4000000000000002')).toBe('declined');
    expect(testCardOutcome('4000-0025-0000-3155')).toBe('authenticate');
    expect(testCardOutcome('5555 5555 5555 4444')).toBe('unknown');
  });

  it('accepts an expiry through its month', () => {
    const today = new Date('2026-11-26T00:00:00Z');
    expect(isValidExpiry('11 / 26', today)).toBe(true);
    expect(isValidExpiry('10/26', today)).toBe(false);
    expect(isValidExpiry('12/2030', today)).toBe(true);
    expect(isValidExpiry('13/30', today)).toBe(false);
  });
});

describe('the place-order request', () => {
  const valid = {
    idempotencyKey: 'abcdef0123456789',
    email: 'ada@example.com',
    shippingAddress: {
      name: 'Ada',
      street: '1 Row',
      city: 'London',
      country: 'GB',
      zip: 'SW1A 1AA',
    },
    shippingMethod: 'standard',
    currency: 'GBP',
    expectedTotal: 100,
  };
  const firstMessage = (input: unknown) => {
    const result = placeOrderSchema.safeParse(input);
    return result.success ? undefined : result.error.issues[0]?.message;
  };

  it('accepts a UK order and refuses a bad postcode or phone with the catalogue messages', () => {
    expect(firstMessage(valid)).toBeUndefined();
    expect(
      firstMessage({ ...valid, shippingAddress: { ...valid.shippingAddress, zip: '12345' } }),
    ).toBe('Please enter a valid UK postcode');
    expect(firstMessage({ ...valid, phone: '12' })).toBe('Please enter a valid UK phone number');
    expect(firstMessage({ ...valid, email: 'nope' })).toBe('Please enter a valid email address');
    expect(
      firstMessage({ ...valid, shippingAddress: { ...valid.shippingAddress, city: ' ' } }),
    ).toBe('This field is required');
  });

  it('takes any postcode abroad and an international phone, but only countries we ship to', () => {
    const greece = { ...valid.shippingAddress, country: 'EL', zip: '105 57' };
    expect(
      firstMessage({ ...valid, shippingAddress: greece, phone: '+30 21 0123 4567' }),
    ).toBeUndefined();
    expect(firstMessage({ ...valid, shippingAddress: { ...greece, country: 'ZZ' } })).toBe(
      'Please choose a country we deliver to',
    );
  });

  it('needs a billing address when it differs from the shipping one', () => {
    expect(firstMessage({ ...valid, billingSameAsShipping: false })).toBe('This field is required');
  });
});
