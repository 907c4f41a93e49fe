import { findCurrency, formatMoney } from '../currency';

/**
 * An amount of minor units in its currency as shoppers read it (`£12.50`, `14,63 €`), with
 * the currency's own symbol and separators; an unknown code falls back to `12.50 XYZ`.
 */
export function formatMinor(minor: number, currencyCode: string): string {
  const entry = findCurrency(currencyCode);
  return entry ? formatMoney(minor / 100, entry) : `${(minor / 100).toFixed(2)} ${currencyCode}`;
}
