import { describe, expect, it } from 'vitest';
import {
  bespokeOrderTotals,
  isOpenQuote,
  minorUnitsOf,
  QUOTE_FILTERS,
  quoteDeclineSchema,
  quoteReplySchema,
  quoteStateOf,
} from './quotes';

describe('quote states follow the bespoke flow', () => {
  it('names each status of the flow', () => {
    expect(quoteStateOf('quote')).toBe('new');
    expect(quoteStateOf('bespoke_idle')).toBe('new');
    expect(quoteStateOf('bespoke_requested_terms')).toBe('replied');
    expect(quoteStateOf('bespoke_authorised_terms')).toBe('accepted');
    expect(quoteStateOf('bespoke_mockup')).toBe('mockup');
    expect(quoteStateOf('bespoke_approved')).toBe('ordered');
    expect(quoteStateOf('bespoke_paid')).toBe('paid');
    expect(quoteStateOf('po_confirmed')).toBe('paid');
    expect(quoteStateOf('bespoke_shipped')).toBe('paid');
    expect(quoteStateOf('cancelled')).toBe('declined');
  });

  it('lets staff answer only a new or replied quote', () => {
    expect(isOpenQuote('quote')).toBe(true);
    expect(isOpenQuote('bespoke_requested_terms')).toBe(true);
    expect(isOpenQuote('bespoke_approved')).toBe(false);
    expect(isOpenQuote('cancelled')).toBe(false);
  });

  it('lists quotes open until the shopper approved the mockup, ordered after', () => {
    expect(QUOTE_FILTERS.open).toStrictEqual([
      'quote',
      'bespoke_requested_terms',
      'bespoke_authorised_terms',
      'bespoke_mockup',
    ]);
    expect(QUOTE_FILTERS.ordered).toStrictEqual([
      'bespoke_approved',
      'bespoke_paid',
      'po_confirmed',
      'bespoke_production',
      'bespoke_documents_printed',
      'bespoke_sorted',
      'bespoke_printing',
      'bespoke_packing',
      'bespoke_shipped',
      'bespoke_refunded',
    ]);
  });
});

describe('answers', () => {
  it('needs a price and a note for a reply, and a reason for a decline', () => {
    expect(
      quoteReplySchema.safeParse({ price: 0, note: 'x', version: 1 }).error?.issues[0]?.message,
    ).toBe('Give a price of at least 0.01');
    expect(
      quoteReplySchema.safeParse({ price: 100, note: ' ', version: 1 }).error?.issues[0]?.message,
    ).toBe('Write a note for the customer');
    expect(quoteDeclineSchema.safeParse({ reason: '', version: 1 }).error?.issues[0]?.message).toBe(
      'Give the customer a reason',
    );
    expect(quoteReplySchema.parse({ price: 4500, note: ' Fine ', version: 3 })).toStrictEqual({
      price: 4500,
      note: 'Fine',
      mockupUrl: '',
      version: 3,
    });
    expect(
      quoteReplySchema.safeParse({ price: 100, note: 'x', mockupUrl: 'ftp://x/m.png', version: 1 })
        .error?.issues[0]?.message,
    ).toBe('Give the address of an https:// image');
  });

  it('reads prices typed in pounds as minor units', () => {
    expect(minorUnitsOf('12')).toBe(1200);
    expect(minorUnitsOf('12.5')).toBe(1250);
    expect(minorUnitsOf('£1,250.05')).toBe(125005);
    expect(minorUnitsOf('12.345')).toBeNull();
    expect(minorUnitsOf('twelve')).toBeNull();
  });

  it('makes the order total exactly the quoted price, VAT included at 20 %', () => {
    expect(bespokeOrderTotals({ price: 12000, quantity: 50, currency: 'GBP' })).toStrictEqual({
      item: { quantity: 50, price: 10000, tax: 2000, priceTaxIncluded: 12000, vatRate: 20 },
      subtotal: 10000,
      goodsTax: 2000,
      total: 12000,
    });
  });
});
