import type { ThemeValues } from '../base';

/**
 * Status and error colours for pages that are not white. The base ones reach AA
 * contrast on white only, so presets on a dark page take the light tints, and
 * presets on a tinted (cream, sand, stone) page take the deeper shades.
 */
export const statusOnDark = {
  'status.success': '#3fb950',
  'status.warning': '#d29922',
  'status.info': '#58a6ff',
  'error.color': '#ff7b72',
} as const satisfies ThemeValues;

export const statusOnTint = {
  'status.success': '#116329',
  'status.warning': '#7d4e00',
  'status.info': '#0550ae',
  'error.color': '#a40e26',
} as const satisfies ThemeValues;
