import { VALIDATION_MESSAGES as M } from './messages';
import { defineRule, type Rule } from './rule';

const DECIMAL = /^[-+]?(?:\d+(?:\.\d+)?|\.\d+)$/;

/** A plain decimal number as typed (`12`, `-3.5`, `.5`): no exponent, no thousands separators. */
export function readNumber(text: string): number | undefined {
  return DECIMAL.test(text) ? Number(text) : undefined;
}

/** Digits only. */
export const numeric = defineRule('numeric', M.numeric, (text) => /^\d+$/.test(text));

export const numericFloat = defineRule(
  'numeric_float',
  M.numericFloat,
  (text) => readNumber(text) !== undefined,
);

export const hasNumber = defineRule('has_number', M.hasNumber, (text) => /\d/.test(text));

/** A number with at most two decimal places: a price (`12`, `12.5`, `12.50`). */
export const twoDecimals = defineRule('two_decimals', M.twoDecimals, (text) =>
  /^[-+]?\d+(?:\.\d{1,2})?$/.test(text),
);

/** Greater than zero. */
export const positive = defineRule('positive', M.positive, (text) => (readNumber(text) ?? 0) > 0);

export const minValue = (min = 50): Rule =>
  defineRule('min_value', M.minValue(min), (text) => {
    const value = readNumber(text);
    return value !== undefined && value >= min;
  });

export const maxValue = (max = 50): Rule =>
  defineRule('max_value', M.maxValue(max), (text) => {
    const value = readNumber(text);
    return value !== undefined && value <= max;
  });
