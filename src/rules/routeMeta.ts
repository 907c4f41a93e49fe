import type { LayoutName, Page, StoreCorePage } from '../model';
import { pageAccess, type AccessRequirement } from './pageAccess';

/**
 * Route metadata, attached to every page route (TanStack Router `staticData.meta`) and read
 * by the head, the breadcrumbs, the layout and the access guard: page id, title, access,
 * storefront flag, layout, sitemap and search visibility and icon, primary image, and
 * whether the installed web app may reload there.
 */
export interface PageRouteMeta {
  pageId: number | null;
  title: string;
  access: AccessRequirement[];
  /** A storefront page (properties.isStorePage) rather than a mail page. */
  storefront: boolean;
  layout: LayoutName;
  /** Listed in the sitemap. */
  sitemap: boolean;
  /** Shown in store search results, with the icon search shows beside it. */
  search: { visible: boolean; icon: string };
  /** The page's primary image (its ogImage), for sharing cards and previews. */
  primaryImage: string | null;
  /**
   * The installed web app may reload on this route to pick up a new version. Published
   * pages hold nothing a reload would lose; a page shown in preview mode is being edited,
   * so it never reloads under the seller.
   */
  allowReload: boolean;
}

export function routeMeta(page: Page): PageRouteMeta {
  const { properties } = page;
  return {
    pageId: page.id ?? null,
    title: properties.title.value,
    access: pageAccess(page),
    storefront: properties.isStorePage.value,
    layout: page.layout,
    sitemap: page.sitemap,
    search: { visible: properties.isSearchable.value, icon: properties.searchIcon.value },
    primaryImage: properties.ogImage.value,
    allowReload: page.mode !== 'preview',
  };
}

/**
 * A seller page's route metadata from the store's core data, which the router is built
 * from: the core data carries no search icon or image, so those wait for the page itself
 * (the head reads the loaded page's image). Core data lists storefront pages only.
 */
export function corePageRouteMeta(page: StoreCorePage): PageRouteMeta {
  return {
    pageId: page.id,
    title: page.title,
    access: [
      ...(page.loginState === 'everyone' ? [] : [page.loginState]),
      ...(page.published ? [] : (['internal'] as const)),
    ],
    storefront: true,
    layout: page.layout,
    sitemap: page.sitemap,
    search: { visible: page.isSearchable, icon: '' },
    primaryImage: null,
    allowReload: true,
  };
}

/**
 * The route metadata of one of the storefront's own screens (product, basket, search...):
 * open to everyone, standard layout, in the sitemap and search unless told otherwise.
 */
export function screenRouteMeta(
  title: string,
  options: Partial<Pick<PageRouteMeta, 'layout' | 'access' | 'sitemap' | 'search'>> = {},
): PageRouteMeta {
  return {
    pageId: null,
    title,
    access: options.access ?? [],
    storefront: true,
    layout: options.layout ?? 'standard',
    sitemap: options.sitemap ?? true,
    search: options.search ?? { visible: true, icon: '' },
    primaryImage: null,
    allowReload: true,
  };
}

/**
 * Robots stay away from a route kept out of the sitemap or open only to signed-in visitors
 * (logged-in, dashboard-access; unpublished pages are internal-only).
 */
export const isRouteNoindex = (meta: Pick<PageRouteMeta, 'sitemap' | 'access'>): boolean =>
  !meta.sitemap || meta.access.some((requirement) => requirement !== 'logged-out');
