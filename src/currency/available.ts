import type { StorePlugins } from '../model';
import { DEFAULT_CURRENCY_ENTRY, findCurrency } from './currencies';
import type { CurrencyEntry } from './entry';

/**
 * The currency plugin's settings: `currency`, the one shown to
 * a shopper who has not chosen; `currencies`, a comma list of codes offered; `enabled`.
 */
export type CurrencyPluginSettings = NonNullable<StorePlugins['currency']>;

/**
 * The currencies a store offers. Without the currency plugin (absent or disabled) only
 * the first currency, GBP, is available. With it: GBP (prices
 * are stored in it, so it is always offered), then the plugin's default currency and
 * its list, in the seller's order; unknown codes and repeats are dropped.
 */
export function availableCurrencies(
  plugin: CurrencyPluginSettings | null | undefined,
): CurrencyEntry[] {
  if (!plugin?.enabled) return [DEFAULT_CURRENCY_ENTRY];
  const codes = [DEFAULT_CURRENCY_ENTRY.code, plugin.currency, ...plugin.currencies.split(',')];
  const entries = codes
    .map(findCurrency)
    .filter((entry): entry is CurrencyEntry => entry !== undefined);
  return [...new Set(entries)];
}

/**
 * The currency to show: the one saved in the `currency` cookie when the store offers it,
 * else the plugin's default currency when offered, else GBP.
 */
export function selectCurrency(
  cookieValue: string | null | undefined,
  plugin: CurrencyPluginSettings | null | undefined,
): CurrencyEntry {
  const available = availableCurrencies(plugin);
  const offered = (code: string | null | undefined) =>
    code ? available.find((entry) => entry.code === code.trim().toUpperCase()) : undefined;
  return offered(cookieValue) ?? offered(plugin?.currency) ?? DEFAULT_CURRENCY_ENTRY;
}
