import type { LayoutName, Page } from '../model';
import { pageAccess, type AccessRequirement } from './pageAccess';

/** Route metadata of a seller page: id, title, access, storefront flag, layout, sitemap and search visibility, image. */
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
