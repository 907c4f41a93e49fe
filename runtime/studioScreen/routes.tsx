import { createRoute, type AnyRoute } from '@tanstack/react-router';
import { screenRouteMeta } from '../../src/rules/routeMeta';
import { STUDIO_PATHS } from '../../src/designs/routes';
import { lazyScreen } from '../app/lazyScreen';

/**
 * The design studio's routes (spec, routes): `/studio/{customiseItUrl?}/`,
 * `/design-your-own-t-shirt/{customiseItUrl?}/` and the category aliases, all in the
 * studio layout. The screen loads with its route; the studio app loads from it.
 */
const screen = lazyScreen(() => import('./StudioScreen'), 'StudioScreen');

export function studioRoutes(parent: AnyRoute, companyName: string): AnyRoute[] {
  return STUDIO_PATHS.map((path) =>
    createRoute({
      getParentRoute: () => parent,
      path: `${path}/{-$customiseItUrl}`,
      staticData: { meta: screenRouteMeta('Design studio', { layout: 'studio' }) },
      head: () => ({ meta: [{ title: `Design your own | ${companyName}` }] }),
      component: screen,
    }),
  );
}
