import { describe, expect, it } from 'vitest';
import { availableCurrencies, selectCurrency, type CurrencyPluginSettings } from './available';
import { CURRENCY_COOKIE } from './currencies';

const codes = (entries: { code: string }[]) => entries.map((entry) => entry.code);
const plugin = (settings: Partial<CurrencyPluginSettings> = {}): CurrencyPluginSettings => ({
  currency: 'GBP',
  currencies: 'USD,EUR',
  enabled: true,
  ...settings,
});

describe('availableCurrencies', () => {
  it('offers only the first currency, GBP, without the currency plugin', () => {
    expect(codes(availableCurrencies(undefined))).toEqual(['GBP']);
    expect(codes(availableCurrencies(null))).toEqual(['GBP']);
  });

  it('offers only GBP when the plugin is disabled', () => {
    expect(codes(availableCurrencies(plugin({ enabled: false })))).toEqual(['GBP']);
  });

  it("offers GBP, the plugin's default and its comma list in order", () => {
    expect(
      codes(availableCurrencies(plugin({ currency: 'SEK', currencies: ' usd, EUR ,JPY' }))),
    ).toEqual(['GBP', 'SEK', 'USD', 'EUR', 'JPY']);
  });

  it('drops unknown codes, blanks and repeats', () => {
    expect(codes(availableCurrencies(plugin({ currencies: 'USD,,XYZ,usd,GBP' })))).toEqual([
      'GBP',
      'USD',
    ]);
  });
});

describe('selectCurrency', () => {
  it(`keeps the cookie "${CURRENCY_COOKIE}" choice when the store offers it`, () => {
    expect(selectCurrency('EUR', plugin()).code).toBe('EUR');
  });

  it("falls back to the plugin's default when the cookie names a currency not offered", () => {
    expect(selectCurrency('JPY', plugin({ currency: 'USD' })).code).toBe('USD');
  });

  it('defaults to GBP with no cookie and no plugin, even when the cookie says otherwise', () => {
    expect(selectCurrency(undefined, undefined).code).toBe('GBP');
    expect(selectCurrency('USD', undefined).code).toBe('GBP');
  });
});
