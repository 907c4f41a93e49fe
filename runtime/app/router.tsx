import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  notFound,
  redirect,
  type AnyRoute,
  type RouterHistory,
} from '@tanstack/react-router';
import { corePageRouteMeta, screenRouteMeta } from '../../src/rules/routeMeta';
import { routeName } from '../../src/rules/routeName';
import { isHiddenLegalPage } from '../../src/rules/legalPages';
import { isHelpHidden, isHelpUrl } from '../../src/help';
import { helpRoutes } from '../help/routes';
import type { CollectionPageData, ProductPageData, BlogPostData } from '../data/catalogue';
import type { PageEntry } from '../data/state';
import { fixedScreenHead, rootHead, screenHead, sellerPageHead } from '../head/head';
import { ErrorScreen } from '../screens/ErrorScreen';
import { NotFoundScreen } from '../screens/NotFoundScreen';
import { SellerPageScreen } from '../screens/SellerPageScreen';
import { searchRedirectFor } from '../search/searchRedirect';
import { Document } from './Document';
import {
  dashboardPermissions,
  loggedIn,
  loggedOut,
  notVerified,
  pageGuards,
  forcedTwoFactorSetUp,
  storeVisit,
  verified,
  type Guard,
} from '../../src/guards';
import { createRouteGuards, guardStateFor, type GuardLocation } from './guards';
import { lazyScreen } from './lazyScreen';
import { commerceRoutes } from '../commerce/routes';
import { AFTER_SALES_PATHS, afterSalesRoutes } from '../commerce/afterSalesRoutes';
import { orderRoutes } from '../commerce/orderRoutes';
import { studioRoutes } from '../studioScreen/routes';
import { STUDIO_PATHS } from '../../src/designs/routes';
import { marketingRoutes } from '../marketing/routes';
import { blogTagLabel, normaliseBlogTag } from '../../src/rules/blogTag';
import { routerPath } from './routeData';
import type { StorefrontServices } from './services';

export interface RouterContext {
  services: StorefrontServices;
}

/** What the server tells the hydrating browser beyond the routes' own data. */
export interface DehydratedStorefront {
  /** Block types the page draws: the browser loads their components before hydrating. */
  blockTypes: string[];
}

/** Paths the storefront owns; a seller page with the same url cannot shadow them. */
const RESERVED_PATHS = new Set([
  '/404',
  '/sitemap',
  '/login',
  '/sign-up',
  '/countdown',
  '/learn',
  '/custom',
  '/dashboard',
  '/product',
  '/collection',
  '/basket',
  '/favourites',
  '/search',
  '/blog',
  '/mail',
  '/403',
  '/plans',
  '/checkout',
  '/pay',
  '/receipt',
  ...AFTER_SALES_PATHS,
  '/invoice',
  '/order-history',
  ...STUDIO_PATHS,
]);

/**
 * Screens other than seller pages load with their route, so the first page ships none of
 * them; a screen whose code fails to load goes by the chunk-load rule (lazyScreen.ts).
 */
const screen = {
  product: lazyScreen(() => import('../screens/ProductScreen'), 'ProductScreen'),
  collection: lazyScreen(() => import('../screens/CollectionScreen'), 'CollectionScreen'),
  basket: lazyScreen(() => import('../screens/BasketScreen'), 'BasketScreen'),
  favourites: lazyScreen(() => import('../screens/FavouritesScreen'), 'FavouritesScreen'),
  search: lazyScreen(() => import('../screens/SearchScreen'), 'SearchScreen'),
  blog: lazyScreen(() => import('../screens/BlogScreen'), 'BlogScreen'),
  blogPost: lazyScreen(() => import('../screens/BlogPostScreen'), 'BlogPostScreen'),
  sitemap: lazyScreen(() => import('../screens/SitemapScreen'), 'SitemapScreen'),
  login: lazyScreen(() => import('../account/LoginScreen'), 'LoginScreen'),
  forgotPassword: lazyScreen(
    () => import('../account/ForgotPasswordScreen'),
    'ForgotPasswordScreen',
  ),
  resetPassword: lazyScreen(() => import('../account/ResetPasswordScreen'), 'ResetPasswordScreen'),
  signUp: lazyScreen(() => import('../account/SignUpScreen'), 'SignUpScreen'),
  verifyEmail: lazyScreen(() => import('../account/VerifyEmailScreen'), 'VerifyEmailScreen'),
  eula: lazyScreen(() => import('../account/EulaScreen'), 'EulaScreen'),
  twoFactorSetUp: lazyScreen(
    () => import('../account/TwoFactorSetUpScreen'),
    'TwoFactorSetUpScreen',
  ),
  countdown: lazyScreen(() => import('../screens/CountdownScreen'), 'CountdownScreen'),
  underReview: lazyScreen(
    () => import('../screens/StoreUnderReviewScreen'),
    'StoreUnderReviewScreen',
  ),
  forbidden: lazyScreen(() => import('../screens/ForbiddenScreen'), 'ForbiddenScreen'),
  plans: lazyScreen(() => import('../screens/PlansScreen'), 'PlansScreen'),
};

/** Loaders read the API with schemas; in the browser they arrive with the first navigation that needs them. */
const catalogue = () => import('../data/catalogue');

/** Kept out of the sitemap and of store search: screens that are the shopper's own. */
const PRIVATE_SCREEN = { sitemap: false, search: { visible: false, icon: '' } };

/** A search query as the router parses it (`?q=123` arrives as a number). */
const searchQuery = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/**
 * The storefront router: fixed storefront routes plus one route per published seller
 * page (pages are loaded from the server and added as routes;
 * the home route is the seller's homepage). Built per request on the server and once in
 * the browser, from the same core data, so both match the same routes.
 */
export function createStorefrontRouter(
  services: StorefrontServices,
  options: { history?: RouterHistory; nonce?: string } = {},
) {
  const companyName = services.coreData.state.subdomain.division.name;
  const routeGuards = createRouteGuards();
  /** Runs a route's guards (src/guards) before it loads; a failure redirects. */
  const guarded =
    (guards: readonly Guard[]) =>
    ({
      context,
      location,
      preload,
    }: {
      context: RouterContext;
      location: GuardLocation;
      preload: boolean;
    }) => {
      const state = guardStateFor(context.services, location);
      // Hovering a link preloads it: only real navigations count towards the access loop.
      const target = preload ? null : routeGuards.check(guards, state);
      if (target && target !== location.href) throw redirect({ href: target });
    };
  const rootRoute = createRootRouteWithContext<RouterContext>()({
    // A signed-in account held for a forced two-factor set-up goes there first.
    beforeLoad: guarded([forcedTwoFactorSetUp, storeVisit]),
    // Loaders run only once every guard of the navigation has let it through.
    loader: ({ preload }) => {
      if (!preload) routeGuards.passed();
    },
    head: ({ match }) => rootHead(match.context.services),
    component: Document,
    notFoundComponent: NotFoundScreen,
    errorComponent: ErrorScreen,
  });

  /** A blank-layout account screen's route: sign-in, sign-up and their steps. */
  const accountRoute = (
    path: string,
    title: string,
    component: (typeof screen)[keyof typeof screen],
    beforeLoad?: ReturnType<typeof guarded>,
  ) =>
    createRoute({
      getParentRoute: () => rootRoute,
      path,
      staticData: { meta: screenRouteMeta(title, { layout: 'blank', ...PRIVATE_SCREEN }) },
      validateSearch: (search: Record<string, unknown>) => ({
        redirect_uri: typeof search.redirect_uri === 'string' ? search.redirect_uri : undefined,
        token: typeof search.token === 'string' ? search.token : undefined,
        store: search.store === 1 || search.store === '1' ? 1 : undefined,
      }),
      ...(beforeLoad ? { beforeLoad } : {}),
      head: () => ({
        meta: [{ title: `${title} | ${companyName}` }, { name: 'robots', content: 'noindex' }],
      }),
      component,
    });
  const verifyGuards = guarded([loggedIn, notVerified]);
  const accountRoutes = () => [
    accountRoute('/login', 'Sign in', screen.login),
    accountRoute('/login/forgot', 'Forgot password', screen.forgotPassword),
    accountRoute('/login/reset', 'Choose a new password', screen.resetPassword),
    accountRoute('/sign-up', 'Create an account', screen.signUp, guarded([loggedOut])),
    // The mailed link carries its own proof (the token): it may be opened signed out.
    accountRoute('/sign-up/verify', 'Verify your email address', screen.verifyEmail, (match) =>
      match.location.search.token ? undefined : verifyGuards(match),
    ),
    accountRoute('/sign-up/eula', 'Terms of use', screen.eula, guarded([loggedIn, verified])),
    accountRoute(
      '/login/two-factor',
      'Set up two-factor authentication',
      screen.twoFactorSetUp,
      guarded([loggedIn]),
    ),
  ];

  const processor = services.coreData.state.paymentProcessor.type;
  const sellerRoutes: AnyRoute[] = services.coreData.pages
    .filter((page) => !RESERVED_PATHS.has(routerPath(page.url).split('/').slice(0, 2).join('/')))
    // A direct payment processor's store has its own terms and answers its own customers:
    // the legal pages' and the help centre's routes go.
    .filter((page) => !isHiddenLegalPage(page.url, processor))
    .filter((page) => !(isHelpHidden(processor) && isHelpUrl(page.url)))
    .map((corePage) =>
      createRoute({
        getParentRoute: () => rootRoute,
        path: routerPath(corePage.url),
        staticData: {
          meta: corePageRouteMeta(corePage),
          routeName: routeName(corePage.url),
          breadcrumb: corePage.url === '/' ? undefined : { from: 'title' },
        },
        // The page's access rules, as its route metadata states them.
        beforeLoad: guarded(pageGuards(corePageRouteMeta(corePage).access)),
        loader: async ({ context }): Promise<PageEntry> => {
          const { loadSellerPage } = await import('../data/sellerPage');
          const entry = await loadSellerPage(context.services, corePage.id);
          // The storefront runs in native mode: any failure goes to the not-found page.
          if (!entry.ok) throw redirect({ href: '/404/' });
          return entry;
        },
        head: ({ loaderData, match }) =>
          sellerPageHead(match.context.services, corePage, match.staticData.meta, loaderData),
        component: SellerPageScreen,
      }),
    );

  const blogRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/blog',
    staticData: { breadcrumb: { from: 'title', title: 'Blog' } },
  });
  const blogRoutes = blogRoute.addChildren([
    createRoute({
      getParentRoute: () => blogRoute,
      path: '/',
      staticData: { meta: screenRouteMeta('Blog') },
      validateSearch: (search: Record<string, unknown>) => ({
        page: Math.max(1, Math.floor(Number(search.page) || 1)),
      }),
      loaderDeps: ({ search }) => ({ page: search.page }),
      loader: async ({ context, deps }) =>
        (await catalogue()).loadBlogPage(context.services, deps.page),
      head: () => screenHead(services, { title: 'Blog', path: '/blog/' }),
      component: screen.blog,
    }),
    createRoute({
      getParentRoute: () => blogRoute,
      path: 'tagged/$tag',
      staticData: { meta: screenRouteMeta('Blog tag') },
      validateSearch: (search: Record<string, unknown>) => ({
        page: Math.max(1, Math.floor(Number(search.page) || 1)),
      }),
      loaderDeps: ({ search }) => ({ page: search.page }),
      loader: async ({ context, deps, params }) =>
        (await catalogue()).loadBlogPage(
          context.services,
          deps.page,
          normaliseBlogTag(params.tag) ?? params.tag,
        ),
      head: ({ params }) =>
        screenHead(services, {
          title: `Blog: ${blogTagLabel(params.tag)}`,
          path: `/blog/tagged/${params.tag}/`,
        }),
      component: screen.blog,
    }),
    createRoute({
      getParentRoute: () => blogRoute,
      path: '$post',
      staticData: { meta: screenRouteMeta('Blog post'), breadcrumb: { from: 'blogPost' } },
      loader: async ({ context, params }) =>
        (await catalogue()).loadBlogPost(context.services, params.post),
      head: ({ loaderData, params }) => {
        const data = loaderData as BlogPostData | undefined;
        return screenHead(services, {
          title: data?.post.title ?? '',
          image: data?.post.metaImage?.banner,
          path: `/blog/${params.post}/`,
        });
      },
      component: screen.blogPost,
    }),
  ]);

  const fixedRoutes: AnyRoute[] = [
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/404',
      staticData: { meta: screenRouteMeta('Not found', PRIVATE_SCREEN) },
      loader: () => {
        throw notFound();
      },
      component: NotFoundScreen,
    }),
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/product/$product/{-$colour}',
      staticData: { meta: screenRouteMeta('Product'), breadcrumb: { from: 'product' } },
      loader: async ({ context, params }) =>
        (await catalogue()).loadProductPage(context.services, params.product, params.colour),
      head: ({ loaderData }) => {
        const data = loaderData as ProductPageData | undefined;
        return data ? screenHead(services, data.head) : {};
      },
      component: screen.product,
    }),
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/collection/$collection',
      staticData: { meta: screenRouteMeta('Collection'), breadcrumb: { from: 'collection' } },
      loader: async ({ context, params }) =>
        (await catalogue()).loadCollectionPage(context.services, params.collection),
      head: ({ loaderData, params }) => {
        const data = loaderData as CollectionPageData | undefined;
        return screenHead(services, {
          title: data?.collection.name ?? '',
          image: data?.collection.banner?.thumbnails.full,
          path: `/collection/${params.collection}/`,
        });
      },
      component: screen.collection,
    }),
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/basket',
      staticData: {
        meta: screenRouteMeta('Basket', { layout: 'cart', ...PRIVATE_SCREEN }),
        breadcrumb: { from: 'title' },
      },
      head: ({ match }) => fixedScreenHead(services, match.staticData.meta, '/basket/'),
      component: screen.basket,
    }),
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/favourites',
      staticData: {
        meta: screenRouteMeta('Favourites', { layout: 'cart', ...PRIVATE_SCREEN }),
        breadcrumb: { from: 'title' },
      },
      // `br`: the token of a list emailed for later (POST /basket/favourites/recover/).
      validateSearch: (search: Record<string, unknown>): { br?: string } =>
        typeof search.br === 'string' && search.br !== '' ? { br: search.br } : {},
      head: ({ match }) => fixedScreenHead(services, match.staticData.meta, '/favourites/'),
      component: screen.favourites,
    }),
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/search',
      staticData: {
        meta: screenRouteMeta('Search', { layout: 'search', ...PRIVATE_SCREEN }),
        breadcrumb: { from: 'title' },
      },
      validateSearch: (search: Record<string, unknown>) => ({ q: searchQuery(search.q) }),
      loaderDeps: ({ search }) => ({ q: search.q }),
      beforeLoad: ({ search, context }) => {
        const destination = searchRedirectFor(
          search.q,
          context.services.coreData.state.subdomain.searchRedirects,
        );
        if (destination) throw redirect({ href: destination });
      },
      loader: async ({ context, deps }) =>
        (await catalogue()).loadSearchPage(context.services, deps.q),
      head: ({ match }) => fixedScreenHead(services, match.staticData.meta, '/search/'),
      component: screen.search,
    }),
    blogRoutes,
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/mail/$page',
      staticData: { meta: screenRouteMeta('Email', { layout: 'mail', ...PRIVATE_SCREEN }) },
      loader: async ({ context, params }): Promise<PageEntry> => {
        const { loadMailWebVersion } = await import('../data/mailWebVersion');
        const entry = await loadMailWebVersion(context.services, params.page);
        if (!entry) throw notFound();
        return entry;
      },
      head: ({ loaderData, params }) => {
        const entry = loaderData as PageEntry | undefined;
        const title = entry?.ok ? entry.value.page.properties.title.value : '';
        return screenHead(services, { title, path: `/mail/${params.page}/`, noindex: true });
      },
      component: SellerPageScreen,
    }),
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/sitemap',
      staticData: { meta: screenRouteMeta('Sitemap'), breadcrumb: { from: 'title' } },
      head: ({ match }) => fixedScreenHead(services, match.staticData.meta, '/sitemap/'),
      component: screen.sitemap,
    }),
    // account routes (runtime/account): all in the blank layout, none indexed
    ...accountRoutes(),
    // checkout, pay and receipt (runtime/commerce)
    ...commerceRoutes(rootRoute, companyName),
    ...afterSalesRoutes(rootRoute, companyName),
    ...orderRoutes(rootRoute, companyName),
    // the design studio and its aliases (studio/, loaded lazily)
    ...studioRoutes(rootRoute, companyName),
    ...marketingRoutes(rootRoute, companyName),
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/countdown',
      staticData: { meta: screenRouteMeta('Coming soon', { layout: 'blank', ...PRIVATE_SCREEN }) },
      head: () => ({ meta: [{ title: companyName }] }),
      component: screen.countdown,
    }),
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/store-under-review',
      staticData: {
        meta: screenRouteMeta('Store under review', { layout: 'blank', ...PRIVATE_SCREEN }),
      },
      head: () => ({
        meta: [{ title: `Under review | ${companyName}` }, { name: 'robots', content: 'noindex' }],
      }),
      component: screen.underReview,
    }),
    // the help centre, when the store does not take payments itself (runtime/help)
    ...(isHelpHidden(processor) ? [] : helpRoutes(rootRoute, services)),
    // guard routes
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/403',
      staticData: { meta: screenRouteMeta('Permission denied', PRIVATE_SCREEN) },
      head: () => ({
        meta: [
          { title: `Permission denied | ${companyName}` },
          { name: 'robots', content: 'noindex' },
        ],
      }),
      component: screen.forbidden,
    }),
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/plans',
      staticData: {
        meta: screenRouteMeta('Plans', {
          ...PRIVATE_SCREEN,
          access: ['logged-in', 'dashboard-access'],
        }),
        breadcrumb: { from: 'title', title: 'Plans' },
      },
      beforeLoad: guarded([loggedIn, dashboardPermissions]),
      head: () => ({
        meta: [{ title: `Plans | ${companyName}` }, { name: 'robots', content: 'noindex' }],
      }),
      component: screen.plans,
    }),
    // end of guard routes
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
    dehydrate: (): DehydratedStorefront => ({ blockTypes: services.blocks.used() }),
    hydrate: async (dehydrated: DehydratedStorefront) => {
      // A block whose code still fails once the chunk-load rule has reloaded 3 times (and
      // reported it) is left out, as an unknown type is: a blank page would be worse.
      await Promise.all(
        dehydrated.blockTypes.map((type) => services.blocks.ready([type]).catch(() => undefined)),
      );
    },
  });
}

export type StorefrontRouter = ReturnType<typeof createStorefrontRouter>;
