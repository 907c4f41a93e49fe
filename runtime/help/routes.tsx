import { createRoute, notFound, redirect, type AnyRoute } from '@tanstack/react-router';
import { HELP_GROUPS, HELP_PATH, helpQuestionPath } from '../../src/help';
import { screenRouteMeta } from '../../src/rules/routeMeta';
import { lazyScreen } from '../app/lazyScreen';
import { fixedScreenHead } from '../head/head';
import type { StorefrontServices } from '../app/services';

const LIST_PREFIXES = new Set(['question', 'reason', 'group']);
const HelpCentre = lazyScreen(() => import('./HelpCentreScreen'), 'HelpCentreScreen');

/**
 * The help centre's own routes (the spec's `/help/{questionName?}/` with its `group/` child);
 * its questions and reasons are seller pages under `/help/question/` and `/help/reason/`,
 * routed like any page. The caller leaves these out for a direct payment processor.
 */
export function helpRoutes(parent: AnyRoute, services: StorefrontServices): AnyRoute[] {
  const helpRoute = createRoute({
    getParentRoute: () => parent,
    path: '/help',
    staticData: { breadcrumb: { from: 'title', title: 'Help' } },
  });
  const groupRoute = createRoute({
    getParentRoute: () => helpRoute,
    path: 'group/$groupCode',
    staticData: { meta: screenRouteMeta('Help centre'), breadcrumb: { from: 'title' } },
    beforeLoad: ({ params }) => {
      if (!HELP_GROUPS.some((group) => group.code === params.groupCode)) throw notFound();
    },
    head: ({ params }) => {
      const group = HELP_GROUPS.find((each) => each.code === params.groupCode);
      return fixedScreenHead(
        services,
        screenRouteMeta(group?.title ?? 'Help centre'),
        `/help/group/${params.groupCode}/`,
      );
    },
    component: HelpCentre,
  });
  return [
    helpRoute.addChildren([
      createRoute({
        getParentRoute: () => helpRoute,
        path: '/',
        staticData: { meta: screenRouteMeta('Help centre') },
        head: ({ match }) => fixedScreenHead(services, match.staticData.meta, '/help/'),
        component: HelpCentre,
      }),
      groupRoute,
      // `/help/{questionName}/` is that question's page; a list's prefix alone
      // (`/help/question/`, `/help/group/`) is the help centre.
      createRoute({
        getParentRoute: () => helpRoute,
        path: '$questionName',
        beforeLoad: ({ params }) => {
          throw redirect({
            href: LIST_PREFIXES.has(params.questionName)
              ? HELP_PATH
              : helpQuestionPath(params.questionName),
          });
        },
      }),
    ]),
  ];
}
