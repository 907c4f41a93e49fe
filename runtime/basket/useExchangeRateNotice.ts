import { useEffect } from 'react';
import {
  EXCHANGE_NOTICE_DELAY_MS,
  EXCHANGE_NOTICE_DURATION_MS,
  EXCHANGE_NOTICE_SEEN_KEY,
  exchangeNoticeDue,
  exchangeNoticeMessage,
} from '../../src/rules/exchangeRateNotice';
import type { StorefrontServices } from '../app/services';

/** Storage that may be absent or refuse (private modes): then the notice shows each visit. */
function seenStore(): { seen(): boolean; markSeen(): void } {
  try {
    const storage = window.localStorage;
    return {
      seen: () => storage.getItem(EXCHANGE_NOTICE_SEEN_KEY) === '1',
      markSeen: () => storage.setItem(EXCHANGE_NOTICE_SEEN_KEY, '1'),
    };
  } catch {
    return { seen: () => false, markSeen: () => undefined };
  }
}

/** The basket's exchange-rate notice (src/rules/exchangeRateNotice.ts), in the snackbar. */
export function useExchangeRateNotice(services: StorefrontServices, itemCount: number): void {
  const currency = services.currency.code;
  useEffect(() => {
    const store = seenStore();
    if (!exchangeNoticeDue({ itemCount, currency, seen: store.seen() })) return;
    const timer = setTimeout(() => {
      store.markSeen();
      services.snackbar.push({
        message: exchangeNoticeMessage(currency),
        kind: 'info',
        timeoutMs: EXCHANGE_NOTICE_DURATION_MS,
      });
    }, EXCHANGE_NOTICE_DELAY_MS);
    return () => clearTimeout(timer);
    // Once per basket load: a quantity change later must not bring it back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [currency, itemCount > 0]);
}
