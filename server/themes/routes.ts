import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ConflictError, PermissionDeniedError } from '../../src/errors';
import { integer } from '../../src/model';
import { baseTheme } from '../../themes';
import { themeValueProblem } from '../../themes/themeValue';
import { assertAccess, divisionNeed } from '../access';
import type { AppContext } from '../context';
import { divisionFromParam } from '../store/divisionParam';
import { presetsForPlan } from './presetChoice';

export const THEME_CONFLICT_MESSAGE =
  'This theme was changed by someone else. Reload it to see the current theme.';
export const THEME_PLAN_MESSAGE = 'This theme needs the Pro plan';
export const CUSTOM_THEME_TAKEN_MESSAGE = 'A theme with this name already exists';

const params = z.object({ division: z.string().min(1) });
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
});
const customBody = z.object({
  name: z.string().trim().min(1, 'Give the theme a name').max(60, 'Use at most 60 characters'),
  base: z.string().min(1, 'Choose a theme'),
  overrides,
});

/** Theme API under /divisions/{division}/theme: the store theme and its named custom themes. */
export function registerThemeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const storeOf = async (
    param: unknown,
    auth: Parameters<typeof assertAccess>[0],
    need: 'read' | 'write',
  ) => {
    const division = await divisionFromParam(ctx, params.parse(param).division);
    assertAccess(auth, divisionNeed(division.id, need));
    return division;
  };
  const assertPlanAllows = (base: string, allowed: readonly string[]) => {
    if (!allowed.includes(base)) throw new PermissionDeniedError(THEME_PLAN_MESSAGE);
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
    const { version, base, overrides } = saveBody.parse(request.body);
    const current = await ctx.repos.themes.storeTheme(division.id);
    // A store keeps a preset it already has (even one no longer offered); a new one must be allowed.
    if (base !== current?.base) assertPlanAllows(base, presetsForPlan(division.pro));
    const result = await ctx.repos.themes.saveStoreTheme(division.id, version, { base, overrides });
    if (!result.ok) throw new ConflictError(THEME_CONFLICT_MESSAGE, result.current);
    return result.theme;
  });

  app.post('/divisions/:division/themes/', async (request, reply) => {
    const division = await storeOf(request.params, request.auth, 'write');
    const { name, base, overrides } = customBody.parse(request.body);
    assertPlanAllows(base, presetsForPlan(division.pro));
    const created = await ctx.repos.themes.createCustomTheme(division.id, name, {
      base,
      overrides,
    });
    if (!created) throw new ConflictError(CUSTOM_THEME_TAKEN_MESSAGE);
    return reply.code(201).send(created);
  });
}
