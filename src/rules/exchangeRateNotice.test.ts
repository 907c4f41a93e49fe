import { describe, expect, it } from 'vitest';
import {
  EXCHANGE_NOTICE_DELAY_MS,
  EXCHANGE_NOTICE_DURATION_MS,
  exchangeNoticeDue,
  exchangeNoticeMessage,
} from './exchangeRateNotice';

describe('the exchange-rate notice', () => {
  it('shows 500 ms after the basket loads, for 10 s', () => {
    expect(EXCHANGE_NOTICE_DELAY_MS).toBe(500);
    expect(EXCHANGE_NOTICE_DURATION_MS).toBe(10_000);
  });

  it('is due on the first basket visit with items in a currency other than GBP', () => {
    expect(exchangeNoticeDue({ itemCount: 2, currency: 'EUR', seen: false })).toBe(true);
    expect(exchangeNoticeDue({ itemCount: 2, currency: 'EUR', seen: true })).toBe(false);
    expect(exchangeNoticeDue({ itemCount: 0, currency: 'EUR', seen: false })).toBe(false);
    expect(exchangeNoticeDue({ itemCount: 2, currency: 'GBP', seen: false })).toBe(false);
  });

  it('names the currency', () => {
    expect(exchangeNoticeMessage('EUR')).toBe(
      "Prices are shown in EUR, converted from GBP at today's exchange rate.",
    );
  });
});
