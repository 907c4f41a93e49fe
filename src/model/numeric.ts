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

/**
 * Every integer the API stores goes in a 32-bit column (ids, versions, positions): a
 * larger one is refused here with a clean 422, before PostgreSQL would fail on it.
 */
export const INT32_MIN = -2_147_483_648;
export const INT32_MAX = 2_147_483_647;
export const INT32_TOO_LARGE_MESSAGE = `This field must be ${INT32_MAX} or less`;
export const INT32_TOO_SMALL_MESSAGE = `This field must be ${INT32_MIN} or more`;

/** An integer that fits a 32-bit column. */
export const int32 = z
  .number()
  .int()
  .min(INT32_MIN, INT32_TOO_SMALL_MESSAGE)
  .max(INT32_MAX, INT32_TOO_LARGE_MESSAGE);

/** A record id as it appears in a path: plain decimal digits, no sign, no leading zero. */
const RECORD_ID = /^[1-9][0-9]*$/;

/** The id a path segment names, or null when it names none (` 1`, `+1`, `1.0`, `0x1`, too large). */
export function recordIdOf(segment: unknown): number | null {
  if (typeof segment !== 'string' || !RECORD_ID.test(segment)) return null;
  const id = Number(segment);
  return id <= INT32_MAX ? id : null;
}

export const numeric = z.preprocess(toNumber, z.number());
export const integer = z.preprocess(toNumber, int32);

/**
 * Block order: a finite number, or Infinity (the default: "goes last"). JSON cannot hold
 * Infinity, so null, a missing value and the string "Infinity" all mean Infinity.
 */
export const orderNumber = z.preprocess(
  (value) => (value === null || value === undefined ? Infinity : toNumber(value)),
  z.number().or(z.literal(Infinity)),
);
