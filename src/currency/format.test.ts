import { describe, expect, it } from 'vitest';
import { findCurrency } from './currencies';
import type { CurrencyEntry } from './entry';
import { currencyDecimals, formatMoney, formatMoneyParts } from './format';

const NBSP = '\u00a0';
const entry = (code: string): CurrencyEntry => {
  const found = findCurrency(code);
  if (!found) throw new Error(`no ${code}`);
  return found;
};

describe('formatMoney', () => {
  it('puts a left-aligned symbol before the amount with two decimals', () => {
    expect(formatMoney(1234.5, entry('GBP'))).toBe('£1,234.50');
    expect(formatMoney(20, entry('USD'))).toBe('$20.00');
  });

  it("honours EUR's comma decimal, dot thousands and right-hand symbol", () => {
    expect(formatMoney(1234.5, entry('EUR'))).toBe(`1.234,50${NBSP}€`);
  });

  it('shows JPY and KRW without decimals, rounding to whole units', () => {
    expect(formatMoney(1249.6, entry('JPY'))).toBe('¥1,250');
    expect(formatMoney(38000, entry('KRW'))).toBe('₩38,000');
    expect(currencyDecimals('JPY')).toBe(0);
    expect(currencyDecimals('GBP')).toBe(2);
  });

  it('puts the subscript before a shared symbol', () => {
    expect(formatMoney(12, entry('CAD'))).toBe('CA$12.00');
  });

  it('separates a whole-word symbol from the amount', () => {
    expect(formatMoney(1234.5, entry('CHF'))).toBe(`CHF${NBSP}1’234.50`);
  });

  it('groups space-separated currencies with a no-break space', () => {
    expect(formatMoney(1234.5, entry('SEK'))).toBe(`1${NBSP}234,50${NBSP}kr`);
  });

  it('puts the minus sign first, and never shows a negative zero', () => {
    expect(formatMoney(-5, entry('GBP'))).toBe('-£5.00');
    expect(formatMoney(-5, entry('EUR'))).toBe(`-5,00${NBSP}€`);
    expect(formatMoney(-0.001, entry('GBP'))).toBe('£0.00');
  });
});

describe('formatMoneyParts', () => {
  it('gives the pieces a price component styles apart', () => {
    expect(formatMoneyParts(-12, entry('AUD'))).toEqual({
      sign: '-',
      symbol: '$',
      subScript: 'AU',
      amount: '12.00',
      symbolAlign: 'left',
      gap: '',
    });
  });
});
