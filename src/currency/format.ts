import type { CurrencyEntry } from './entry';

/** A formatted amount in pieces, for a price component that styles them apart. */
export interface MoneyParts {
  /** `-` for a negative amount, else empty. */
  sign: string;
  symbol: string;
  subScript: string;
  /** The number with the currency's separators and decimals: `1.234,50`. */
  amount: string;
  symbolAlign: 'left' | 'right';
  /** What goes between symbol and amount: a no-break space or nothing. */
  gap: string;
}

const NBSP = '\u00a0';

// One Intl formatter per number of decimals; Intl does the rounding and the grouping,
// the entry's own separators replace Intl's afterwards.
const numberFormats = new Map<number, Intl.NumberFormat>();

function numberFormat(decimals: number): Intl.NumberFormat {
  let format = numberFormats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('en-GB', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    numberFormats.set(decimals, format);
  }
  return format;
}

const decimalsByCode = new Map<string, number>();

/**
 * Minor-unit digits of a currency, from Intl's currency data (CLDR): 2 for GBP, 0 for
 * JPY and KRW (and ISK, HUF, IDR, whose minor units are not used in prices).
 */
export function currencyDecimals(code: string): number {
  let decimals = decimalsByCode.get(code);
  if (decimals === undefined) {
    decimals =
      new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
        .maximumFractionDigits ?? 2;
    decimalsByCode.set(code, decimals);
  }
  return decimals;
}

/** An amount already in `currency`, in pieces. */
export function formatMoneyParts(amount: number, currency: CurrencyEntry): MoneyParts {
  const decimals = currencyDecimals(currency.code);
  const parts = numberFormat(decimals).formatToParts(Math.abs(amount));
  const digits = parts
    .map((part) => {
      if (part.type === 'group') return currency.thousandsSeparator ?? ',';
      if (part.type === 'decimal') return currency.decimalPoint ?? '.';
      return part.value;
    })
    .join('');
  // A negative amount that rounds to zero shows as zero, never "-£0.00".
  const isNegative = amount < 0 && /[1-9]/.test(digits);
  // Right-hand symbols and whole-word symbols (CHF) stand apart; £, $, R$, kr... touch.
  const gap =
    currency.symbolAlign === 'right' || /^[A-Za-z]{3,}$/.test(currency.symbol) ? NBSP : '';
  return {
    sign: isNegative ? '-' : '',
    symbol: currency.symbol,
    subScript: currency.subScript ?? '',
    amount: digits,
    symbolAlign: currency.symbolAlign,
    gap,
  };
}

/** An amount already in `currency` as text: `£1,234.50`, `1.234,50 €`, `CA$12.00`, `¥1,250`. */
export function formatMoney(amount: number, currency: CurrencyEntry): string {
  const {
    sign,
    symbol,
    subScript,
    amount: digits,
    symbolAlign,
    gap,
  } = formatMoneyParts(amount, currency);
  return symbolAlign === 'left'
    ? `${sign}${subScript}${symbol}${gap}${digits}`
    : `${sign}${digits}${gap}${subScript}${symbol}`;
}
