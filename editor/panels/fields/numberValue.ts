import { VALIDATION_MESSAGES } from '../../../src/validation';

/**
 * The number a stored value holds: `6`, `"6"` (a saved state turns numbers into strings)
 * and `"400px"` (a unit kept with the number) all read as numbers; anything else as null.
 */
export function numberFromValue(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') {
    const parsed = Number.parseFloat(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

export type NumberReading =
  { kind: 'empty' } | { kind: 'number'; value: number } | { kind: 'invalid'; message: string };

/**
 * What a number box's text means. Empty clears the property (its default applies);
 * out of range is refused with the catalogue's own words, `This field must be 100 or
 * more` / `This field must be 2000 or less`, and never reported to the canvas.
 */
export function readNumberText(text: string, range: { min?: number; max?: number }): NumberReading {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  const value = Number(trimmed);
  if (!Number.isFinite(value))
    return { kind: 'invalid', message: VALIDATION_MESSAGES.numericFloat };
  if (range.min !== undefined && value < range.min)
    return { kind: 'invalid', message: VALIDATION_MESSAGES.minValue(range.min) };
  if (range.max !== undefined && value > range.max)
    return { kind: 'invalid', message: VALIDATION_MESSAGES.maxValue(range.max) };
  return { kind: 'number', value };
}
