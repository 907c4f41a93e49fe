import type { StaticDataRouteOption } from '@tanstack/react-router';
import type { LayoutName } from '../../src/model';
import type { BreadcrumbSource } from '../../src/rules/breadcrumbs';
import type { PageRouteMeta } from '../../src/rules/routeMeta';

/**
 * Route metadata the shell reads from the matched routes (TanStack Router `staticData`):
 * `meta`, every page route's metadata (src/rules/routeMeta.ts), read by the head, the
 * breadcrumbs, the layout and the access guard; the breadcrumb source; `layout` for a
 * route without `meta` (meta's layout wins).
 */
declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    layout?: LayoutName;
    breadcrumb?: BreadcrumbSource;
    routeName?: string;
    meta?: PageRouteMeta;
  }
}

/** TanStack paths have no trailing slash (the router adds it: `trailingSlash: 'always'`). */
export function routerPath(url: string): string {
  if (url === '/') return '/';
  const trimmed = url.replace(/\/+$/, '');
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** The metadata attached to the route `routeId` among the matches a guard is given. */
export function matchedRouteMeta(
  matches: readonly { routeId: string; staticData: StaticDataRouteOption }[],
  routeId: string,
): PageRouteMeta | undefined {
  return matches.find((match) => match.routeId === routeId)?.staticData.meta;
}
