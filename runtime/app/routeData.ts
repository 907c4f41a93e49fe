import type { LayoutName } from '../../src/model';
import type { BreadcrumbSource } from '../../src/rules/breadcrumbs';
import type { PageRouteMeta } from '../../src/rules/routeMeta';

/**
 * Route metadata the shell reads from the matched routes (TanStack Router `staticData`):
 * the layout (standard when absent), the breadcrumb source and, for seller pages, the
 * page's route metadata.
 */
declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    layout?: LayoutName;
    breadcrumb?: BreadcrumbSource;
    routeName?: string;
    page?: PageRouteMeta;
  }
}

/** TanStack paths have no trailing slash (the router adds it: `trailingSlash: 'always'`). */
export function routerPath(url: string): string {
  if (url === '/') return '/';
  const trimmed = url.replace(/\/+$/, '');
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}
