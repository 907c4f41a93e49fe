import type { FastifyInstance } from 'fastify';
import { ConflictError, NotFoundError } from '../../src/errors';
import { MENU_MESSAGES, menuUpdateSchema, sanitizeMenu } from '../../src/menu';
import { assertAccess, divisionNeed } from '../access';
import type { AppContext } from '../context';
import { divisionFromParam } from '../store/divisionParam';
import { createMenuRepository } from './repository';

type Params = { division: string };

/**
 * The main menu editor's API (issue 18): read needs read access to the store, a save
 * needs write access (the app's CSRF and session hooks run first), is parsed with the
 * shared schema (422 with the first message), names its version (409 with the current
 * menu when stale), and has every link sanitised by the spec's schemes before storing.
 */
export function registerMenuRoutes(app: FastifyInstance, ctx: AppContext): void {
  const menus = createMenuRepository(ctx.db);

  app.get<{ Params: Params }>('/divisions/:division/main-menu/', async (request) => {
    const division = await divisionFromParam(ctx, request.params.division);
    assertAccess(request.auth, divisionNeed(division.id, 'read', 'store'));
    const menu = await menus.get(division.id);
    if (!menu) throw new NotFoundError();
    return menu;
  });

  app.put<{ Params: Params }>('/divisions/:division/main-menu/', async (request) => {
    const division = await divisionFromParam(ctx, request.params.division);
    assertAccess(request.auth, divisionNeed(division.id, 'write', 'store'));
    const { version, mainMenu } = menuUpdateSchema.parse(request.body);
    const clean = sanitizeMenu(mainMenu, (message) => request.log.warn(message));
    const outcome = await menus.save(division.id, version, clean);
    if (outcome.status === 'missing') throw new NotFoundError();
    if (outcome.status === 'conflict')
      throw new ConflictError(MENU_MESSAGES.conflict, outcome.current);
    return outcome.menu;
  });
}
