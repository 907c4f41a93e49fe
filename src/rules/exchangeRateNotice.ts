import { DEFAULT_CURRENCY } from '../model/store';

/**
 * The exchange-rate notice (storefront spec): on the first visit to the basket with items
 * while the currency is not GBP, a notice shows once, 500 ms after the basket loads, for
 * 10 seconds. Not in the spec, our choices: the words, and "once" kept per browser in
 * localStorage under EXCHANGE_NOTICE_SEEN_KEY (a visit with an empty basket, or in GBP,
 * does not use it up).
 */
export const EXCHANGE_NOTICE_DELAY_MS = 500;
export const EXCHANGE_NOTICE_DURATION_MS = 10_000;
export const EXCHANGE_NOTICE_SEEN_KEY = 'exchange-rate-notice-seen';

export function exchangeNoticeDue(state: {
  itemCount: number;
  currency: string;
  seen: boolean;
}): boolean {
  return state.itemCount > 0 && state.currency !== DEFAULT_CURRENCY && !state.seen;
}

export const exchangeNoticeMessage = (currency: string): string =>
  `Prices are shown in ${currency}, converted from GBP at today's exchange rate.`;
