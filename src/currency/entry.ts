import { z } from 'zod';

/**
 * A currency entry: code, symbol, symbolAlign, optional
 * subScript, name, conversionRate, optional decimalPoint and thousandsSeparator.
 */
export const currencyEntrySchema = z.object({
  /** ISO 4217 code, `GBP`. */
  code: z.string().regex(/^[A-Z]{3}$/, 'A currency code is three capital letters'),
  symbol: z.string().min(1),
  /** Which side of the amount the symbol goes: `£12.00` (left), `12,00 €` (right). */
  symbolAlign: z.enum(['left', 'right']),
  /**
   * A short marker that tells apart currencies sharing a symbol (`CA` for the Canadian
   * dollar, `CN` for the yuan). Plain text puts it straight before the symbol: `CA$12.00`.
   */
  subScript: z.string().optional(),
  name: z.string().min(1),
  /** Units of this currency per 1 GBP: prices are stored in GBP and converted on display. */
  conversionRate: z.number().positive(),
  /** Decimal mark; `.` when absent. */
  decimalPoint: z.string().optional(),
  /** Thousands separator; `,` when absent. */
  thousandsSeparator: z.string().optional(),
});

export type CurrencyEntry = z.infer<typeof currencyEntrySchema>;
