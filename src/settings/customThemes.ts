import { z } from 'zod';
import { integer } from '../model';

/**
 * A store's named custom themes: the rules and messages the theme screen checks before
 * sending and the server parses every request with (the spec names none; ours).
 */
export const CUSTOM_THEME_NAME_MAX = 60;
export const CUSTOM_THEME_NAME_REQUIRED_MESSAGE = 'Give the theme a name';
export const CUSTOM_THEME_NAME_LENGTH_MESSAGE = `Use at most ${CUSTOM_THEME_NAME_MAX} characters`;
export const CUSTOM_THEME_TAKEN_MESSAGE = 'A theme with this name already exists';
export const CUSTOM_THEME_STALE_MESSAGE =
  'This theme was changed by someone else. Your list now shows it as it is.';
export const CUSTOM_THEME_MISSING_MESSAGE = 'This theme no longer exists';
export const CUSTOM_THEME_IN_USE_MESSAGE =
  'This theme is your store theme. Save another theme for your store before deleting it.';

export const customThemeName = z
  .string()
  .trim()
  .min(1, CUSTOM_THEME_NAME_REQUIRED_MESSAGE)
  .max(CUSTOM_THEME_NAME_MAX, CUSTOM_THEME_NAME_LENGTH_MESSAGE);

const version = integer.pipe(z.number().int().min(0));

/** `PATCH …/themes/{id}/`: the new name, over the version the seller read. */
export const renameCustomThemeBody = z.object({ version, name: customThemeName });

/** `DELETE …/themes/{id}/?version=n`: a delete names the version it read, like a rename. */
export const deleteCustomThemeQuery = z.object({ version });

export const customThemeParams = z.object({
  division: z.string().min(1),
  id: integer.pipe(z.number().int().positive()),
});

/** Names match whatever their case or surrounding spaces ("Summer" and " summer" clash). */
const nameKey = (name: string): string => name.trim().toLocaleLowerCase('en');

/** Whether `name` is already taken by one of `otherNames` (the store's other custom themes). */
export const customThemeNameTaken = (name: string, otherNames: readonly string[]): boolean =>
  otherNames.some((other) => nameKey(other) === nameKey(name));

/** The first problem with a name for a custom theme, or null when it can be saved. */
export function customThemeNameProblem(name: string, otherNames: readonly string[]): string | null {
  const parsed = customThemeName.safeParse(name);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? CUSTOM_THEME_NAME_REQUIRED_MESSAGE;
  return customThemeNameTaken(parsed.data, otherNames) ? CUSTOM_THEME_TAKEN_MESSAGE : null;
}
