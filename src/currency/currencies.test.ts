import { describe, expect, it } from 'vitest';
import { selectCurrency } from './available';
import { CURRENCIES, findCurrency } from './currencies';
import { currencyEntrySchema } from './entry';

const SPEC_ORDER = [
  'GBP',
  'USD',
  'EUR',
  'CAD',
  'AUD',
  'JPY',
  'KRW',
  'NOK',
  'SEK',
  'DKK',
  'BGN',
  'BRL',
  'CNY',
  'NZD',
  'CZK',
  'HKD',
  'HRK',
  'HUF',
  'IDR',
  'INR',
  'ISK',
  'ILS',
  'CHF',
  'MXN',
  'MYR',
  'PHP',
  'PLN',
  'RON',
  'RUB',
  'SGD',
  'THB',
  'TRY',
  'ZAR',
];

describe('CURRENCIES', () => {
  it('lists the 33 currencies in the product order, GBP first', () => {
    expect(CURRENCIES.map((entry) => entry.code)).toEqual(SPEC_ORDER);
  });

  it('holds only valid currency entries', () => {
    for (const entry of CURRENCIES) expect(currencyEntrySchema.parse(entry)).toEqual(entry);
  });

  it('has GBP first as the default, at rate 1, and USD at rate 2', () => {
    expect(selectCurrency(null, null)).toMatchObject({ code: 'GBP', conversionRate: 1 });
    expect(findCurrency('USD')?.conversionRate).toBe(2);
  });

  it('gives EUR a comma decimal point and dot thousands separator', () => {
    expect(findCurrency('EUR')).toMatchObject({ decimalPoint: ',', thousandsSeparator: '.' });
  });

  it('tells the dollars apart, and the yen from the yuan, by subscript', () => {
    const label = (entry: { symbol: string; subScript?: string }) =>
      `${entry.subScript ?? ''}${entry.symbol}`;
    const dollars = CURRENCIES.filter((entry) => entry.symbol === '$').map(label);
    expect(dollars).toEqual(['$', 'CA$', 'AU$', 'NZ$', 'HK$', 'MX$', 'S$']);
    expect(CURRENCIES.filter((entry) => entry.symbol === '¥').map(label)).toEqual(['¥', 'CN¥']);
  });
});

describe('findCurrency', () => {
  it('finds a code regardless of case and spaces, and nothing for an unknown code', () => {
    expect(findCurrency(' eur ')?.name).toBe('Euro');
    expect(findCurrency('XYZ')).toBeUndefined();
  });
});
