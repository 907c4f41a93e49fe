/**
 * Where a route's breadcrumb text comes from: a
 * page title (given, or the route metadata's title), a URL parameter (dashes turned into spaces), or the name of what the
 * route shows: a collection, product, blog post, blog tag, plugin or help group.
 */
export type BreadcrumbSource =
  | { from: 'title'; title?: string }
  | { from: 'param'; param: string }
  | { from: 'collection' | 'product' | 'blogPost' | 'blogTag' | 'plugin' | 'helpGroup' };

/** What a route loaded, read by the crumbs named after it. */
export interface BreadcrumbEntities {
  collection?: { name: string };
  product?: { name: string };
  blogPost?: { title: string };
  blogTag?: { name: string };
  plugin?: { name: string };
  helpGroup?: { name: string };
}

/** One matched route, outermost first, as the router reports it. */
export interface BreadcrumbRoute {
  /** The matched path: where the crumb links to. */
  pathname: string;
  /** Route metadata; a route without it adds no crumb (layout routes). */
  breadcrumb?: BreadcrumbSource;
  /** The title in the route's metadata, for a title crumb that names none. */
  title?: string;
  params?: Readonly<Record<string, string>>;
  loaded?: BreadcrumbEntities;
}

export interface Breadcrumb {
  text: string;
  href: string;
}

/** `summer-tees` -> `summer tees`; a malformed escape is shown as typed rather than failing. */
function paramText(value: string): string {
  let decoded = value;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    // Keep the raw value: a breadcrumb must never break the page.
  }
  return decoded.replace(/-/g, ' ');
}

function crumbText(route: BreadcrumbRoute): string | undefined {
  const source = route.breadcrumb;
  if (!source) return undefined;
  const loaded = route.loaded ?? {};
  switch (source.from) {
    case 'title':
      return source.title ?? route.title;
    case 'param': {
      const value = route.params?.[source.param];
      return value === undefined ? undefined : paramText(value);
    }
    case 'collection':
      return loaded.collection?.name;
    case 'product':
      return loaded.product?.name;
    case 'blogPost':
      return loaded.blogPost?.title;
    case 'blogTag':
      return loaded.blogTag?.name;
    case 'plugin':
      return loaded.plugin?.name;
    case 'helpGroup':
      return loaded.helpGroup?.name;
  }
}

/**
 * Breadcrumbs built from the matched routes' metadata, outermost first. A crumb whose text
 * is not known yet (the product is still loading, the parameter is absent) or is blank is
 * left out rather than shown empty.
 */
export function breadcrumbs(routes: readonly BreadcrumbRoute[]): Breadcrumb[] {
  return routes.flatMap((route) => {
    const text = crumbText(route)?.trim();
    return text ? [{ text, href: route.pathname }] : [];
  });
}
