/**
 * Puts a fixture page into a store through the pages API, as a seller would: QA renders
 * and opens fixtures from a real store, never by writing to the database.
 */
import type { ApiClient, DivisionRef } from '../../src/api';
import type { Page, PageInput } from '../../src/model';
import { normalizePageUrl, withoutFlag, PAGE_FLAGS } from '../../src/rules';
import { localiseImages } from '../../server/seed/localiseImages';
import type { Fixture } from '../../fixtures/pages/library';

/** Where a fixture's copy lives in a store: `/qa/<name>/` (`themes/neonCity` -> `/qa/themes/neoncity/`). */
export const qaUrl = (name: string): string => normalizePageUrl(`/qa/${name}/`) ?? '/qa/';

/**
 * The fixture as a new page of the store: its own url under /qa/ (so it never collides
 * with the seeded copy or becomes the homepage), none of the fixture's ids or version,
 * and pictures on `*.example` hosts swapped for the store's own (as the seed does).
 */
export function qaCopy(page: Page, name: string, images: readonly string[]): PageInput {
  const { id: _id, uuid: _uuid, ...rest } = localiseImages(page, images);
  return { ...rest, url: qaUrl(name), flags: withoutFlag(rest.flags, PAGE_FLAGS.homepage), version: 0, divisionId: null };
}

/** The store's own pictures, the same list in the same order on every call: collection banners, then product images. */
export async function storeImages(api: ApiClient, division: DivisionRef): Promise<string[]> {
  const [collections, products] = await Promise.all([api.catalogue.collections(division), api.catalogue.products(division, { limit: 100 })]);
  return [
    ...collections.flatMap((collection) => (collection.banner ? [collection.banner.thumbnails.full] : [])),
    ...products.flatMap((product) => (product.image ? [product.image.sizes['1024'] ?? product.image.original] : [])),
  ];
}

/** Creates the fixture's copy, or brings an earlier copy (same url) up to date; returns the stored page. */
export async function loadFixture(api: ApiClient, division: DivisionRef, fixture: Fixture, images: readonly string[]): Promise<Page> {
  const copy = qaCopy(fixture.page, fixture.name, images);
  const summaries = [...(await api.pages.list(division, 'StorePage')), ...(await api.pages.list(division, 'MailPage'))];
  const existing = summaries.find((summary) => summary.url === copy.url);
  if (!existing) return api.pages.create(division, copy);
  const current = await api.pages.get(division, existing.id);
  return api.pages.update(division, { ...copy, id: existing.id, version: current.version });
}
