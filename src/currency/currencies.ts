import type { CurrencyEntry } from './entry';

/** The cookie that keeps the shopper's selected currency. */
export const CURRENCY_COOKIE = 'currency';

// Separators as shoppers of each currency expect them. A space-grouped currency uses a
// no-break space so "1 234,50 kr" never wraps between its digits.
const NBSP = '\u00a0';
const commaDecimal = (thousandsSeparator: string) => ({ decimalPoint: ',', thousandsSeparator });

/** The default currency; its code is `DEFAULT_CURRENCY` of src/model. */
export const DEFAULT_CURRENCY_ENTRY: CurrencyEntry = {
  code: 'GBP',
  symbol: '£',
  symbolAlign: 'left',
  name: 'British Pound',
  conversionRate: 1,
};

/**
 * The 33 currencies a store may offer, in the product's order; GBP first (the
 * default, and the only one available without the currency plugin).
 *
 * Rates are units per 1 GBP. GBP 1 and USD 2 are the spec's; every other rate is a
 * DEMO rate (rounded market rates of late 2025) for the seeded store and tests: a real
 * deployment loads current rates into its currency entries.
 */
export const CURRENCIES: readonly CurrencyEntry[] = [
  DEFAULT_CURRENCY_ENTRY,
  { code: 'USD', symbol: '$', symbolAlign: 'left', name: 'US Dollar', conversionRate: 2 },
  {
    code: 'EUR',
    symbol: '€',
    symbolAlign: 'right',
    name: 'Euro',
    conversionRate: 1.15,
    ...commaDecimal('.'),
  },
  {
    code: 'CAD',
    symbol: '$',
    subScript: 'CA',
    symbolAlign: 'left',
    name: 'Canadian Dollar',
    conversionRate: 1.85,
  },
  {
    code: 'AUD',
    symbol: '$',
    subScript: 'AU',
    symbolAlign: 'left',
    name: 'Australian Dollar',
    conversionRate: 2.05,
  },
  { code: 'JPY', symbol: '¥', symbolAlign: 'left', name: 'Japanese Yen', conversionRate: 200 },
  { code: 'KRW', symbol: '₩', symbolAlign: 'left', name: 'South Korean Won', conversionRate: 1900 },
  {
    code: 'NOK',
    symbol: 'kr',
    symbolAlign: 'right',
    name: 'Norwegian Krone',
    conversionRate: 13.5,
    ...commaDecimal(NBSP),
  },
  {
    code: 'SEK',
    symbol: 'kr',
    symbolAlign: 'right',
    name: 'Swedish Krona',
    conversionRate: 12.7,
    ...commaDecimal(NBSP),
  },
  {
    code: 'DKK',
    symbol: 'kr.',
    symbolAlign: 'right',
    name: 'Danish Krone',
    conversionRate: 8.6,
    ...commaDecimal('.'),
  },
  {
    code: 'BGN',
    symbol: 'лв',
    symbolAlign: 'right',
    name: 'Bulgarian Lev',
    conversionRate: 2.25,
    ...commaDecimal(NBSP),
  },
  {
    code: 'BRL',
    symbol: 'R$',
    symbolAlign: 'left',
    name: 'Brazilian Real',
    conversionRate: 7.2,
    ...commaDecimal('.'),
  },
  {
    code: 'CNY',
    symbol: '¥',
    subScript: 'CN',
    symbolAlign: 'left',
    name: 'Chinese Yuan',
    conversionRate: 9.5,
  },
  {
    code: 'NZD',
    symbol: '$',
    subScript: 'NZ',
    symbolAlign: 'left',
    name: 'New Zealand Dollar',
    conversionRate: 2.3,
  },
  {
    code: 'CZK',
    symbol: 'Kč',
    symbolAlign: 'right',
    name: 'Czech Koruna',
    conversionRate: 28,
    ...commaDecimal(NBSP),
  },
  {
    code: 'HKD',
    symbol: '$',
    subScript: 'HK',
    symbolAlign: 'left',
    name: 'Hong Kong Dollar',
    conversionRate: 10.4,
  },
  {
    code: 'HRK',
    symbol: 'kn',
    symbolAlign: 'right',
    name: 'Croatian Kuna',
    conversionRate: 8.7,
    ...commaDecimal('.'),
  },
  {
    code: 'HUF',
    symbol: 'Ft',
    symbolAlign: 'right',
    name: 'Hungarian Forint',
    conversionRate: 445,
    ...commaDecimal(NBSP),
  },
  {
    code: 'IDR',
    symbol: 'Rp',
    symbolAlign: 'left',
    name: 'Indonesian Rupiah',
    conversionRate: 22000,
    ...commaDecimal('.'),
  },
  { code: 'INR', symbol: '₹', symbolAlign: 'left', name: 'Indian Rupee', conversionRate: 117 },
  {
    code: 'ISK',
    symbol: 'kr',
    symbolAlign: 'right',
    name: 'Icelandic Krona',
    conversionRate: 168,
    ...commaDecimal('.'),
  },
  {
    code: 'ILS',
    symbol: '₪',
    symbolAlign: 'left',
    name: 'Israeli New Shekel',
    conversionRate: 4.4,
  },
  {
    code: 'CHF',
    symbol: 'CHF',
    symbolAlign: 'left',
    name: 'Swiss Franc',
    conversionRate: 1.07,
    thousandsSeparator: '’',
  },
  {
    code: 'MXN',
    symbol: '$',
    subScript: 'MX',
    symbolAlign: 'left',
    name: 'Mexican Peso',
    conversionRate: 24.5,
  },
  {
    code: 'MYR',
    symbol: 'RM',
    symbolAlign: 'left',
    name: 'Malaysian Ringgit',
    conversionRate: 5.6,
  },
  { code: 'PHP', symbol: '₱', symbolAlign: 'left', name: 'Philippine Peso', conversionRate: 78 },
  {
    code: 'PLN',
    symbol: 'zł',
    symbolAlign: 'right',
    name: 'Polish Zloty',
    conversionRate: 4.85,
    ...commaDecimal(NBSP),
  },
  {
    code: 'RON',
    symbol: 'lei',
    symbolAlign: 'right',
    name: 'Romanian Leu',
    conversionRate: 5.85,
    ...commaDecimal('.'),
  },
  {
    code: 'RUB',
    symbol: '₽',
    symbolAlign: 'right',
    name: 'Russian Ruble',
    conversionRate: 105,
    ...commaDecimal(NBSP),
  },
  {
    code: 'SGD',
    symbol: '$',
    subScript: 'S',
    symbolAlign: 'left',
    name: 'Singapore Dollar',
    conversionRate: 1.72,
  },
  { code: 'THB', symbol: '฿', symbolAlign: 'left', name: 'Thai Baht', conversionRate: 43 },
  {
    code: 'TRY',
    symbol: '₺',
    symbolAlign: 'left',
    name: 'Turkish Lira',
    conversionRate: 55,
    ...commaDecimal('.'),
  },
  {
    code: 'ZAR',
    symbol: 'R',
    symbolAlign: 'left',
    name: 'South African Rand',
    conversionRate: 23,
    ...commaDecimal(NBSP),
  },
];

const byCode = new Map(CURRENCIES.map((entry) => [entry.code, entry]));

/** The entry for a code (case-insensitive), or undefined for a code the product does not offer. */
export function findCurrency(code: string): CurrencyEntry | undefined {
  return byCode.get(code.trim().toUpperCase());
}
