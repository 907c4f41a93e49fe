import type { SelectOption } from '../../../src/registry';

/** The option value a stored property selects: `0.75` selects the option `'0.75'`. */
export const optionValueOf = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : '';

/**
 * The value to store for a chosen option. Options are strings, but a property stored as
 * a number (an image ratio of 0.75) stays a number, so the block's data keeps its type.
 */
export function valueForOption(option: string, current: unknown): string | number {
  if (typeof current === 'number') {
    const asNumber = Number(option);
    if (option.trim() !== '' && Number.isFinite(asNumber)) return asNumber;
  }
  return option;
}

/** True when the stored value is one of the options (otherwise the select shows a prompt). */
export const isKnownOption = (options: readonly SelectOption[], value: unknown): boolean => {
  const selected = optionValueOf(value);
  return options.some((option) => option.value === selected);
};
