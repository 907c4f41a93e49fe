import { z } from 'zod';

/**
 * A block's saved state turns numbers into strings, so every
 * numeric field reads either form: `6` and `"6"` both parse to 6.
 */
const toNumber = (value: unknown): unknown => {
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isNaN(n) ? value : n;
  }
  return value;
};

export const numeric = z.preprocess(toNumber, z.number());
export const integer = z.preprocess(toNumber, z.number().int());

/**
 * Block order: a finite number, or Infinity (the default: "goes last"). JSON cannot hold
 * Infinity, so null, a missing value and the string "Infinity" all mean Infinity.
 */
export const orderNumber = z.preprocess(
  (value) => (value === null || value === undefined ? Infinity : toNumber(value)),
  z.number().or(z.literal(Infinity)),
);
