import { createRoute, notFound, redirect, type AnyRoute } from '@tanstack/react-router';
import { HELP_PATH, helpGroupTitle, helpQuestionPath } from '../../src/help';
import type { BreadcrumbEntities } from '../../src/rules/breadcrumbs';
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
    // The crumb names the group ("Returns and refunds"), as the heading and the title do.
    staticData: { meta: screenRouteMeta('Help centre'), breadcrumb: { from: 'helpGroup' } },
    beforeLoad: ({ params }) => {
      if (!helpGroupTitle(params.groupCode)) throw notFound();
    },
    loader: ({ params }): { crumbs: BreadcrumbEntities } => ({
      crumbs: { helpGroup: { name: helpGroupTitle(params.groupCode) ?? 'Help centre' } },
    }),
    head: ({ params }) =>
      fixedScreenHead(
        services,
        screenRouteMeta(helpGroupTitle(params.groupCode) ?? 'Help centre'),
        `/help/group/${params.groupCode}/`,
      ),
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
