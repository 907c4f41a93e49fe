import { describe, expect, it } from 'vitest';
import { childOrderSchema, mayMakeChildOrder, parentStatusAfter } from './childOrders';

describe('reprints and exchanges', () => {
  it('are made of paid orders that are not refunded or exchanged', () => {
    for (const status of ['paid', 'processing', 'printed', 'packing', 'complete'])
      expect(mayMakeChildOrder(status)).toBe(true);
    for (const status of ['new', 'to_be_paid', 'refunded', 'exchanged', 'quote', 'nonsense'])
      expect(mayMakeChildOrder(status)).toBe(false);
  });

  it('need a reason, and an exchange closes the parent as exchanged', () => {
    expect(
      childOrderSchema.safeParse({ type: 'reprint', reason: ' ', version: 1 }).error?.issues[0]
        ?.message,
    ).toBe('Give a reason');
    expect(
      childOrderSchema.safeParse({ type: 'refund', reason: 'x', version: 1 }).error?.issues[0]
        ?.message,
    ).toBe('Choose reprint or exchange');
    expect(parentStatusAfter('exchange', 'complete')).toBe('exchanged');
    expect(parentStatusAfter('reprint', 'complete')).toBe('complete');
  });
});
