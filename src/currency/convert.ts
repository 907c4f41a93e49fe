import type { CurrencyEntry } from './entry';
import { formatMoney } from './format';

/** A GBP amount in another currency, at the entry's conversion rate (units per 1 GBP). */
export function convertFromGbp(amountInGbp: number, currency: CurrencyEntry): number {
  return amountInGbp * currency.conversionRate;
}

/**
 * A price as shoppers see it: prices are stored in GBP, so the amount is converted to the
 * selected currency and formatted with its symbol, separators and decimals.
 */
export function formatPrice(amountInGbp: number, currency: CurrencyEntry): string {
  return formatMoney(convertFromGbp(amountInGbp, currency), currency);
}
