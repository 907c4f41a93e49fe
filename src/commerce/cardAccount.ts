import type { PaymentProcessor } from '../model/store';

/**
 * The store's card account at the card processor (storefront spec, payment processor: "a
 * card provider account id is loaded after navigation"). A provider-operated store takes
 * cards on its own account (a Stripe connected account, named under `stripe` in its
 * payment processor accounts); a direct store is charged on the platform's keys. The id
 * is not in the core data every page carries: the pay page receives it with the intent.
 */
export const CARD_ACCOUNT_KEY = 'stripe';

export function cardAccountId(processor: PaymentProcessor): string | null {
  if (processor.type !== 'teemill') return null;
  return processor.accounts[CARD_ACCOUNT_KEY] || null;
}

/** The payment processor as the core data carries it: the card account id left out. */
export function withoutCardAccount(processor: PaymentProcessor): PaymentProcessor {
  if (!(CARD_ACCOUNT_KEY in processor.accounts)) return processor;
  return { ...processor, accounts: { ...processor.accounts, [CARD_ACCOUNT_KEY]: null } };
}
