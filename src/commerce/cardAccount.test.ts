import { describe, expect, it } from 'vitest';
import { cardAccountId, withoutCardAccount } from './cardAccount';

describe('the store card account', () => {
  it('is the stripe account of a provider-operated store', () => {
    expect(cardAccountId({ type: 'teemill', accounts: { stripe: 'acct_1', paypal: 'pp_1' } })).toBe(
      'acct_1',
    );
  });

  it('is none for a direct store, a store without one, or an empty id', () => {
    expect(cardAccountId({ type: 'direct', accounts: { stripe: 'acct_1' } })).toBeNull();
    expect(cardAccountId({ type: 'teemill', accounts: { paypal: 'pp_1' } })).toBeNull();
    expect(cardAccountId({ type: 'teemill', accounts: { stripe: null } })).toBeNull();
    expect(cardAccountId({ type: 'teemill', accounts: { stripe: '' } })).toBeNull();
  });

  it('is left out of the core data, the wallet account kept', () => {
    expect(
      withoutCardAccount({ type: 'teemill', accounts: { stripe: 'acct_1', paypal: 'pp_1' } }),
    ).toEqual({ type: 'teemill', accounts: { stripe: null, paypal: 'pp_1' } });
    const none = { type: 'teemill' as const, accounts: { paypal: null } };
    expect(withoutCardAccount(none)).toBe(none);
  });
});
