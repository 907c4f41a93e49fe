import { z } from 'zod';

/**
 * An amount of money as whole minor units (pence, cents) with its currency code, so sums
 * never pick up floating-point drift; convert to a decimal only for display.
 */
export const moneySchema = z.object({
  amount: z.number().int(),
  currency: z.string().regex(/^[A-Z]{3}$/),
});
export type Money = z.infer<typeof moneySchema>;

/** Rounds half away from zero, the way receipts and invoices round a half penny. */
export const roundHalfAwayFromZero = (value: number): number =>
  Math.sign(value) * Math.round(Math.abs(value));

export const money = (amount: number, currency: string): Money => ({
  amount: roundHalfAwayFromZero(amount),
  currency,
});

/** Converts a decimal price (12.345) to minor units (1235), rounding the half unit up. */
export const fromDecimal = (value: number, currency: string): Money =>
  // toFixed keeps 1.005 * 100 from landing on 100.49999...
  money(Number((value * 100).toFixed(6)), currency);

export const toDecimal = (value: Money): number => value.amount / 100;

const sameCurrency = (a: Money, b: Money) => {
  if (a.currency !== b.currency) throw new Error(`Cannot combine ${a.currency} with ${b.currency}`);
};

export const addMoney = (a: Money, b: Money): Money => {
  sameCurrency(a, b);
  return { amount: a.amount + b.amount, currency: a.currency };
};

export const subtractMoney = (a: Money, b: Money): Money => {
  sameCurrency(a, b);
  return { amount: a.amount - b.amount, currency: a.currency };
};

export const multiplyMoney = (a: Money, factor: number): Money =>
  money(a.amount * factor, a.currency);

export const sumMoney = (values: Money[], currency: string): Money =>
  values.reduce(addMoney, money(0, currency));
