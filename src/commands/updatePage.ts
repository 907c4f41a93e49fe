import { ok, type Page, type Result } from '../model';
import type { CommandError } from './errors';

/** Page fields and (wrapped) page properties the page settings panel changes. */
export interface PagePatch {
  url?: string | null;
  layout?: Page['layout'];
  sitemap?: boolean;
  theme?: string | null;
  published?: boolean;
  properties?: Partial<Page['properties']>;
}

export interface UpdatePageArgs {
  patch: PagePatch;
}

const PAGE_FIELDS = ['url', 'layout', 'sitemap', 'theme', 'published'] as const;

const sameProperty = (a: unknown, b: unknown): boolean =>
  Object.is(a, b) ||
  (typeof a === 'object' &&
    a !== null &&
    typeof b === 'object' &&
    b !== null &&
    Object.is((a as { value?: unknown }).value, (b as { value?: unknown }).value));

/**
 * Changes page-level settings: the patch's fields replace the page's, its properties are
 * merged key by key (each stored wrapped, `{ value }`). Only the settings fields are read,
 * whatever else the patch holds. Values are checked when the page is saved, where the
 * seller sees the field's message. Nothing changed: the same page.
 */
export function updatePage(page: Page, { patch }: UpdatePageArgs): Result<Page, CommandError> {
  const changed: Partial<Page> = {};
  for (const field of PAGE_FIELDS) {
    const value = patch[field];
    if (value !== undefined && !Object.is(page[field], value))
      Object.assign(changed, { [field]: value });
  }
  const properties = Object.entries(patch.properties ?? {}).filter(
    ([key, value]) => value !== undefined && !sameProperty(page.properties[key], value),
  );
  if (properties.length > 0)
    changed.properties = {
      ...page.properties,
      ...Object.fromEntries(properties),
    } as Page['properties'];
  return ok(Object.keys(changed).length === 0 ? page : { ...page, ...changed });
}
