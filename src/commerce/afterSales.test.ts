import { describe, expect, it } from 'vitest';
import {
  AFTER_SALES_MESSAGES,
  EDITABLE_STATUSES,
  RETURN_REASONS,
  canEditOrder,
  canReturnOrder,
  checkReturnLines,
  findOrderSchema,
  isDeadlineOpen,
  isProductChoice,
  isSameCountry,
  orderReference,
  quoteRequestSchema,
  returnRequestSchema,
} from './afterSales';
import { activeQuantity } from './orderItem';

describe('whether an order can still be changed', () => {
  it('allows changes before processing in the normal flow', () => {
    for (const status of EDITABLE_STATUSES) expect(canEditOrder(status)).toEqual({ ok: true });
  });

  it('refuses from processing on, with the clear message', () => {
    for (const status of ['processing', 'label_printed', 'printed', 'packing', 'complete'])
      expect(canEditOrder(status)).toEqual({
        ok: false,
        message: 'This order is already being made, so it can no longer be changed',
      });
  });

  it('refuses cancelled and refunded orders, and orders of the bespoke flow', () => {
    expect(canEditOrder('cancelled')).toEqual({
      ok: false,
      message: AFTER_SALES_MESSAGES.cancelled,
    });
    expect(canEditOrder('refunded').ok).toBe(false);
    expect(canEditOrder('quote').ok).toBe(false);
  });
});

describe('what can be returned', () => {
  it('opens returns once paid, closes them when refunded or cancelled', () => {
    expect(canReturnOrder('to_be_paid')).toBe(false);
    expect(canReturnOrder('paid')).toBe(true);
    expect(canReturnOrder('complete')).toBe(true);
    expect(canReturnOrder('bespoke_shipped')).toBe(true);
    expect(canReturnOrder('refunded')).toBe(false);
    expect(canReturnOrder('cancelled')).toBe(false);
  });

  // A tee bought 3 times, 1 returned and 1 label cancelled: 1 left to return.
  const tee = {
    id: 7,
    name: 'Fox Tee',
    activeQuantity: activeQuantity({
      quantity: 3,
      returnedQuantity: 1,
      labels: [{ cancelled: true }, { cancelled: false }],
    }),
  };

  it('keeps each line within its item active quantity', () => {
    expect(tee.activeQuantity).toBe(1);
    expect(checkReturnLines([tee], [{ itemId: 7, quantity: 1 }])).toBeUndefined();
    expect(checkReturnLines([tee], [{ itemId: 7, quantity: 2 }])).toBe(
      'You can return at most 1 of Fox Tee',
    );
    // Two lines for the same item add up.
    expect(
      checkReturnLines(
        [tee],
        [
          { itemId: 7, quantity: 1 },
          { itemId: 7, quantity: 1 },
        ],
      ),
    ).toBe('You can return at most 1 of Fox Tee');
  });

  it('needs at least one item, and only the order’s own', () => {
    expect(checkReturnLines([tee], [{ itemId: 7, quantity: 0 }])).toBe(
      'Choose at least one item to return',
    );
    expect(checkReturnLines([tee], [{ itemId: 8, quantity: 1 }])).toBe(
      'This item is not part of the order',
    );
    expect(checkReturnLines([{ ...tee, activeQuantity: 0 }], [{ itemId: 7, quantity: 1 }])).toBe(
      'Fox Tee has already been returned',
    );
  });

  it('lists the six reasons and takes only those', () => {
    expect(RETURN_REASONS.map((reason) => reason.label)).toEqual([
      'Wrong size',
      'Faulty',
      'Not as described',
      'Changed my mind',
      'Failed to arrive',
      'Other',
    ]);
    const request = { version: 1, lines: [{ itemId: 7, quantity: 1 }] };
    expect(returnRequestSchema.safeParse({ ...request, reason: 'failed_to_arrive' }).success).toBe(
      true,
    );
    const bad = returnRequestSchema.safeParse({ ...request, reason: 'bored' });
    expect(bad.error?.issues[0]?.message).toBe('Please choose a reason for the return');
  });
});

describe('size and colour choices', () => {
  const choices = [
    { colour: 'Black', sizes: ['S', 'M', 'L'] },
    { colour: 'White', sizes: ['M'] },
    { colour: 'Natural', sizes: [] },
  ];
  it('accepts a size the colour is made in, and a colour with no sizes', () => {
    expect(isProductChoice(choices, 'Black', 'L')).toBe(true);
    expect(isProductChoice(choices, 'White', 'L')).toBe(false);
    expect(isProductChoice(choices, 'Red', 'M')).toBe(false);
    expect(isProductChoice(choices, 'Natural', '')).toBe(true);
  });
});

describe('a new delivery address', () => {
  it('keeps the country the delivery and VAT were charged for', () => {
    expect(isSameCountry({ country: 'GB' }, { country: 'GB' })).toBe(true);
    expect(isSameCountry({ country: 'GB' }, { country: 'FR' })).toBe(false);
    expect(AFTER_SALES_MESSAGES.country).toBe(
      'The new address must be in the same country: delivery and VAT were charged for it',
    );
  });
});

describe('finding an order and asking for a quote', () => {
  it('takes the 8-character reference or the whole hash, in any case', () => {
    const hash = '0123456789abcdef0123456789abcdef';
    expect(orderReference(hash)).toBe('01234567');
    expect(findOrderSchema.parse({ reference: ' ABCDEF12 ', email: 'a@b.co' }).reference).toBe(
      'abcdef12',
    );
    expect(findOrderSchema.parse({ reference: hash, email: 'a@b.co' }).reference).toBe(hash);
    expect(
      findOrderSchema.safeParse({ reference: 'ABC', email: 'a@b.co' }).error?.issues[0]?.message,
    ).toBe('Please enter the order reference from your confirmation email');
  });

  it('needs a name, email, product, quantity and description', () => {
    const result = quoteRequestSchema.safeParse({
      name: ' ',
      email: 'nope',
      product: 'Tote bags',
      quantity: 0,
      description: 'Our logo',
    });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['name', 'This field is required'],
      ['email', 'Please enter a valid email address'],
      ['quantity', 'This field is required'],
    ]);
    expect(isDeadlineOpen('2026-12-01', '2026-11-26')).toBe(true);
    expect(isDeadlineOpen('2026-11-25', '2026-11-26')).toBe(false);
  });
});
