import type { LayoutName, LoginState, Page, PageProperties } from '../../src/model';
import { isHomepage, normalizePageUrl } from '../../src/rules';

/**
 * A change to the page's settings, shaped like the page itself (pageSchema): page-level
 * fields as they are, properties wrapped as `{ key: { value } }`.
 */
export interface PageSettingsPatch {
  url?: string | null;
  layout?: LayoutName;
  sitemap?: boolean;
  theme?: string | null;
  properties?: Partial<{ [K in keyof PageProperties]: { value: PageProperties[K]['value'] } }>;
}

/** Who can see the page, in words a seller reads. */
export const LOGIN_STATE_LABELS: Record<LoginState, string> = {
  everyone: 'Everyone',
  'logged-in': 'Signed-in shoppers only',
  'logged-out': 'Signed-out visitors only',
  'dashboard-access': 'Store team only (dashboard access)',
};

/** A patch setting one wrapped page property. */
export function propertyPatch<K extends keyof PageProperties>(
  key: K,
  value: PageProperties[K]['value'],
): PageSettingsPatch {
  return { properties: { [key]: { value } } };
}

export type UrlPreview =
  { kind: 'homepage' } | { kind: 'none' } | { kind: 'normalised'; url: string; changed: boolean };

/**
 * What the url box says under it while the seller types: the homepage keeps `/`; a url
 * is saved normalised (`About Us` -> `/about-us/`), shown so nothing surprises; a url with
 * nothing usable in it leaves the page without one.
 */
export function urlPreview(page: Pick<Page, 'url'>, typed: string): UrlPreview {
  if (isHomepage(page)) return { kind: 'homepage' };
  const url = normalizePageUrl(typed);
  if (url === null || url === '/') return { kind: 'none' };
  return { kind: 'normalised', url, changed: url !== typed.trim() };
}

/** The text of a url preview. */
export function urlPreviewText(preview: UrlPreview): string {
  switch (preview.kind) {
    case 'homepage':
      return 'This is the homepage: its url is always /.';
    case 'none':
      return 'Add a url so shoppers can reach this page, such as /about-us/.';
    case 'normalised':
      return preview.changed
        ? `Will be saved as ${preview.url}`
        : `Shoppers will find this page at ${preview.url}`;
  }
}
