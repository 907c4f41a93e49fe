import type { MailThemeValues } from '../registry';

/**
 * The values a mail renderer paints with: the page theme's value for every key of `base`
 * (the base theme, passed in because src/ cannot import themes/), else the base value.
 * Keys the page theme sets that `base` does not know are ignored, so the result has
 * exactly `base`'s keys and stays fully typed.
 */
export function mailThemeValues<K extends string>(
  base: Readonly<Record<K, string>>,
  theme?: MailThemeValues,
): Readonly<Record<K, string>> {
  if (!theme) return base;
  const values: Record<K, string> = { ...base };
  for (const key of Object.keys(base) as K[]) {
    const value = theme[key];
    if (typeof value === 'string' && value !== '') values[key] = value;
  }
  return values;
}
