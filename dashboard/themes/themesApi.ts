/**
 * The dashboard's view of the theme API (server/themes/routes.ts). The screen reads it
 * with `useThemesApi()`, so tests hand it a fake through `ThemesApiContext`.
 */
import { createContext, useContext } from 'react';
import { z } from 'zod';
import { fetchTransport, type Transport } from '../../src/api';
import type { StoreTheme } from '../../themes/storeTheme';
import type { EditedTheme } from './editHistory';

const overridesSchema = z.record(z.string(), z.string());
const savedThemeSchema = z.object({
  base: z.string(),
  overrides: overridesSchema,
  version: z.number().int(),
  /** The saved custom theme the store theme came from (that one shows "In use"). */
  customThemeId: z.number().int().nullable().default(null),
});
const customThemeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  base: z.string(),
  overrides: overridesSchema,
  version: z.number().int(),
});
const themeAnswerSchema = z.object({
  theme: savedThemeSchema,
  presets: z.array(z.string()),
  customThemes: z.array(customThemeSchema),
});

export type SavedTheme = z.infer<typeof savedThemeSchema>;
export type CustomTheme = z.infer<typeof customThemeSchema>;
export type ThemeAnswer = z.infer<typeof themeAnswerSchema>;

/**
 * The current theme a 409 carries, when it does: the server's conflict answer is
 * `{ message, page }` for every versioned document (server/http/errors.ts), a theme included.
 */
export const conflictTheme = (body: unknown): SavedTheme | null => {
  const parsed = z.object({ page: savedThemeSchema }).safeParse(body);
  return parsed.success ? parsed.data.page : null;
};

/** The custom theme as it now is, when a rename or delete from a stale version got 409. */
export const conflictCustomTheme = (body: unknown): CustomTheme | null => {
  const parsed = z.object({ page: customThemeSchema }).safeParse(body);
  return parsed.success ? parsed.data.page : null;
};

export interface ThemesApi {
  /** The store theme, the presets its plan allows and its named custom themes. */
  read(divisionId: number): Promise<ThemeAnswer>;
  /** Saves over `version`; a ConflictError (409) carries the current theme in its body. */
  save(divisionId: number, version: number, theme: EditedTheme): Promise<SavedTheme>;
  /** A named custom theme; a ConflictError (409) when the name is taken. */
  saveCustom(divisionId: number, name: string, theme: StoreTheme): Promise<CustomTheme>;
  /** Renames over the version read; 409 when stale (with the theme as it is) or the name is taken. */
  renameCustom(divisionId: number, theme: CustomTheme, name: string): Promise<CustomTheme>;
  /** Deletes over the version read; 409 when stale or when the store theme uses it. */
  deleteCustom(divisionId: number, theme: CustomTheme): Promise<void>;
}

/** The ThemesApi over HTTP: XSRF header on writes, typed errors, answers parsed. */
export function httpThemesApi(transport: Transport = fetchTransport()): ThemesApi {
  return {
    read: async (division) =>
      themeAnswerSchema.parse(
        await transport({ method: 'GET', path: `/divisions/${division}/theme/` }),
      ),
    save: async (division, version, theme) =>
      savedThemeSchema.parse(
        await transport({
          method: 'PATCH',
          path: `/divisions/${division}/theme/`,
          body: {
            version,
            base: theme.base,
            overrides: theme.overrides,
            customThemeId: theme.customThemeId,
          },
        }),
      ),
    saveCustom: async (division, name, theme) =>
      customThemeSchema.parse(
        await transport({
          method: 'POST',
          path: `/divisions/${division}/themes/`,
          body: { name, base: theme.base, overrides: theme.overrides },
        }),
      ),
    renameCustom: async (division, theme, name) =>
      customThemeSchema.parse(
        await transport({
          method: 'PATCH',
          path: `/divisions/${division}/themes/${theme.id}/`,
          body: { version: theme.version, name },
        }),
      ),
    deleteCustom: async (division, theme) => {
      await transport({
        method: 'DELETE',
        path: `/divisions/${division}/themes/${theme.id}/?version=${theme.version}`,
      });
    },
  };
}

export const ThemesApiContext = createContext<ThemesApi>(httpThemesApi());
export const useThemesApi = (): ThemesApi => useContext(ThemesApiContext);
