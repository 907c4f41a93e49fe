import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ConflictError,
  NotFoundError,
  PermissionDeniedError,
  ValidationError,
} from '../../src/errors';
import { integer } from '../../src/model';
import {
  CUSTOM_THEME_IN_USE_MESSAGE,
  CUSTOM_THEME_MISSING_MESSAGE,
  CUSTOM_THEME_STALE_MESSAGE,
  CUSTOM_THEME_TAKEN_MESSAGE,
  customThemeName,
  customThemeNameTaken,
  customThemeParams,
  deleteCustomThemeQuery,
  renameCustomThemeBody,
} from '../../src/settings';
import { baseTheme } from '../../themes';
import { themeValueProblem } from '../../themes/themeValue';
import { assertAccess, divisionNeed } from '../access';
import type { AppContext } from '../context';
import { divisionFromParam } from '../store/divisionParam';
import { storeWithAccess } from '../store/storeWithAccess';
import { presetsForPlan } from './presetChoice';

export const THEME_CONFLICT_MESSAGE =
  'This theme was changed by someone else. Reload it to see the current theme.';
export const THEME_PLAN_MESSAGE = 'This theme needs the Pro plan';
export { CUSTOM_THEME_TAKEN_MESSAGE };
export const UNKNOWN_CUSTOM_THEME_MESSAGE = 'Choose one of your saved themes';

const overrides = z
  .record(z.string(), z.string().max(200, 'Use at most 200 characters'))
  .refine((values) => Object.keys(values).every((key) => Object.hasOwn(baseTheme, key)), {
    message: 'Unknown theme key',
  })
  // Each value must suit its key (a hex colour, a catalogue font, a length), first problem wins.
  .superRefine((values, issue) => {
    for (const [key, value] of Object.entries(values)) {
      const problem = themeValueProblem(key, value);
      if (problem) {
        issue.addIssue({ code: 'custom', message: problem, path: [key] });
        return;
      }
    }
  })
  .default({});
const saveBody = z.object({
  version: integer.pipe(z.number().int().min(0)),
  base: z.string().min(1, 'Choose a theme'),
  overrides,
  /** The custom theme this one was made from; absent or null when it is a preset's. */
  customThemeId: integer.pipe(z.number().int().positive()).nullable().default(null),
});
const customBody = z.object({
  name: customThemeName,
  base: z.string().min(1, 'Choose a theme'),
  overrides,
});

/** Theme API under /divisions/{division}/theme: the store theme and its named custom themes. */
export function registerThemeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const storeOf = (
    params: unknown,
    auth: Parameters<typeof storeWithAccess>[2],
    need: 'read' | 'write',
  ) => storeWithAccess(ctx, params, auth, need);
  const assertPlanAllows = (base: string, allowed: readonly string[]) => {
    if (!allowed.includes(base)) throw new PermissionDeniedError(THEME_PLAN_MESSAGE);
  };

  // The unique index holds exact names; "Summer" and "summer" clash for the seller too.
  const assertNameFree = async (divisionId: number, name: string, exceptId?: number) => {
    const others = (await ctx.repos.themes.customThemes(divisionId)).filter(
      (theme) => theme.id !== exceptId,
    );
    if (
      customThemeNameTaken(
        name,
        others.map((theme) => theme.name),
      )
    )
      throw new ConflictError(CUSTOM_THEME_TAKEN_MESSAGE);
  };
  const customStoreOf = async (param: unknown, auth: Parameters<typeof assertAccess>[0]) => {
    const { division: ref, id } = customThemeParams.parse(param);
    const division = await divisionFromParam(ctx, ref);
    assertAccess(auth, divisionNeed(division.id, 'write'));
    return { division, id };
  };

  app.get('/divisions/:division/theme/', async (request) => {
    const division = await storeOf(request.params, request.auth, 'read');
    const [theme, customThemes] = await Promise.all([
      ctx.repos.themes.storeTheme(division.id),
      ctx.repos.themes.customThemes(division.id),
    ]);
    return { theme, presets: presetsForPlan(division.pro), customThemes };
  });

  app.patch('/divisions/:division/theme/', async (request) => {
    const division = await storeOf(request.params, request.auth, 'write');
    const { version, base, overrides, customThemeId } = saveBody.parse(request.body);
    const current = await ctx.repos.themes.storeTheme(division.id);
    // A store keeps a preset it already has (even one no longer offered); a new one must be allowed.
    if (base !== current?.base) assertPlanAllows(base, presetsForPlan(division.pro));
    if (customThemeId !== null) {
      const customThemes = await ctx.repos.themes.customThemes(division.id);
      if (!customThemes.some((theme) => theme.id === customThemeId))
        throw new ValidationError(UNKNOWN_CUSTOM_THEME_MESSAGE);
    }
    const result = await ctx.repos.themes.saveStoreTheme(division.id, version, {
      base,
      overrides,
      customThemeId,
    });
    if (!result.ok) throw new ConflictError(THEME_CONFLICT_MESSAGE, result.current);
    return result.theme;
  });

  app.post('/divisions/:division/themes/', async (request, reply) => {
    const division = await storeOf(request.params, request.auth, 'write');
    const { name, base, overrides } = customBody.parse(request.body);
    assertPlanAllows(base, presetsForPlan(division.pro));
    await assertNameFree(division.id, name);
    const created = await ctx.repos.themes.createCustomTheme(division.id, name, {
      base,
      overrides,
    });
    if (!created) throw new ConflictError(CUSTOM_THEME_TAKEN_MESSAGE);
    return reply.code(201).send(created);
  });

  app.patch('/divisions/:division/themes/:id/', async (request) => {
    const { division, id } = await customStoreOf(request.params, request.auth);
    const { version, name } = renameCustomThemeBody.parse(request.body);
    await assertNameFree(division.id, name, id);
    const result = await ctx.repos.themes.renameCustomTheme(division.id, id, version, name);
    switch (result.status) {
      case 'renamed':
        return result.theme;
      case 'missing':
        throw new NotFoundError(CUSTOM_THEME_MISSING_MESSAGE);
      case 'taken':
        throw new ConflictError(CUSTOM_THEME_TAKEN_MESSAGE);
      case 'conflict':
        throw new ConflictError(CUSTOM_THEME_STALE_MESSAGE, result.current);
    }
  });

  app.delete('/divisions/:division/themes/:id/', async (request) => {
    const { division, id } = await customStoreOf(request.params, request.auth);
    const { version } = deleteCustomThemeQuery.parse(request.query);
    const result = await ctx.repos.themes.deleteCustomTheme(division.id, id, version);
    switch (result.status) {
      case 'deleted':
        return { message: 'Theme deleted', id };
      case 'missing':
        throw new NotFoundError(CUSTOM_THEME_MISSING_MESSAGE);
      case 'inUse':
        throw new ConflictError(CUSTOM_THEME_IN_USE_MESSAGE);
      case 'conflict':
        throw new ConflictError(CUSTOM_THEME_STALE_MESSAGE, result.current);
    }
  });
}
