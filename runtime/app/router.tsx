import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  notFound,
  redirect,
  type AnyRoute,
  type RouterHistory,
} from '@tanstack/react-router';
import { routeName } from '../../src/rules/routeName';
import { accessRedirect, storeVisitRedirect } from './guards';
import { Document } from './Document';
import { NotFoundScreen } from '../screens/NotFoundScreen';
import { SellerPageScreen } from '../screens/SellerPageScreen';
import { SitemapScreen } from '../screens/SitemapScreen';
import { LoginScreen } from '../screens/LoginScreen';
import { CountdownScreen } from '../screens/CountdownScreen';
import { ErrorScreen } from '../screens/ErrorScreen';
import { rootHead, sellerPageHead } from '../head/head';
import { routerPath } from './routeData';
import type { StorefrontServices } from './services';
import type { PageEntry } from '../data/state';

export interface RouterContext {
  services: StorefrontServices;
}

/** Paths the storefront owns; a seller page with the same url cannot shadow them. */
const RESERVED_PATHS = new Set(['/404', '/sitemap', '/login', '/countdown', '/learn', '/custom', '/dashboard']);

/**
 * The storefront router: fixed storefront routes plus one route per published seller
 * page (page-builder section 2: pages are loaded from the server and added as routes;
 * the home route is the seller's homepage). Built per request on the server and once in
 * the browser, from the same core data, so both match the same routes.
 */
export function createStorefrontRouter(services: StorefrontServices, options: { history?: RouterHistory; nonce?: string } = {}) {
  const rootRoute = createRootRouteWithContext<RouterContext>()({
    beforeLoad: ({ location, context }) => {
      const { subdomain } = context.services.coreData.state;
      const target = storeVisitRedirect(
        location.pathname,
        { passwordProtected: subdomain.passwordProtected, comingSoon: subdomain.comingSoonPageData.enabled },
        { session: context.services.session, divisionId: subdomain.division.id },
      );
      if (target && target !== location.pathname) throw redirect({ href: target });
    },
    head: ({ match }) => rootHead(match.context.services),
    component: Document,
    notFoundComponent: NotFoundScreen,
    errorComponent: ErrorScreen,
  });

  const sellerRoutes: AnyRoute[] = services.coreData.pages
    .filter((page) => !RESERVED_PATHS.has(routerPath(page.url).split('/').slice(0, 2).join('/')))
    .map((corePage) =>
      createRoute({
        getParentRoute: () => rootRoute,
        path: routerPath(corePage.url),
        staticData: {
          layout: corePage.layout,
          routeName: routeName(corePage.url),
          breadcrumb: corePage.url === '/' ? undefined : { from: 'title', title: corePage.title },
        },
        beforeLoad: ({ context, location }) => {
          const requirements = [
            ...(corePage.loginState === 'everyone' ? [] : [corePage.loginState]),
            ...(corePage.published ? [] : (['internal'] as const)),
          ];
          const target = accessRedirect(
            requirements,
            { session: context.services.session, divisionId: context.services.coreData.state.subdomain.division.id },
            location.href,
          );
          if (target) throw redirect({ href: target });
        },
        loader: async ({ context }): Promise<PageEntry> => {
          const entry = await context.services.loadPage(corePage.id);
          // The storefront runs in native mode: any failure goes to the not-found page.
          if (!entry.ok) throw redirect({ href: '/404/' });
          return entry;
        },
        head: ({ loaderData, match }) => sellerPageHead(match.context.services, corePage, loaderData),
        component: SellerPageScreen,
      }),
    );

  const fixedRoutes: AnyRoute[] = [
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/404',
      loader: () => {
        throw notFound();
      },
      component: NotFoundScreen,
    }),
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/sitemap',
      staticData: { breadcrumb: { from: 'title', title: 'Sitemap' } },
      head: () => ({ meta: [{ title: `Sitemap | ${services.coreData.state.subdomain.division.name}` }] }),
      component: SitemapScreen,
    }),
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/login',
      staticData: { layout: 'blank' },
      validateSearch: (search: Record<string, unknown>) => ({
        redirect_uri: typeof search.redirect_uri === 'string' ? search.redirect_uri : undefined,
      }),
      head: () => ({
        meta: [{ title: `Sign in | ${services.coreData.state.subdomain.division.name}` }, { name: 'robots', content: 'noindex' }],
      }),
      component: LoginScreen,
    }),
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/countdown',
      staticData: { layout: 'blank' },
      head: () => ({ meta: [{ title: services.coreData.state.subdomain.division.name }] }),
      component: CountdownScreen,
    }),
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/learn/$',
      beforeLoad: ({ params }) => {
        throw redirect({ href: `/blog/${(params as { _splat?: string })._splat ?? ''}` });
      },
    }),
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/custom',
      beforeLoad: () => {
        throw redirect({ href: '/design-your-own-t-shirt/' });
      },
    }),
  ];

  return createRouter({
    routeTree: rootRoute.addChildren([...fixedRoutes, ...sellerRoutes]),
    context: { services },
    history: options.history,
    trailingSlash: 'always',
    defaultPreload: 'intent',
    ssr: options.nonce ? { nonce: options.nonce } : undefined,
  });
}

export type StorefrontRouter = ReturnType<typeof createStorefrontRouter>;
