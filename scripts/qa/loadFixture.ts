/**
 * Puts a fixture page into a store through the pages API, as a seller would: QA renders
 * and opens fixtures from a real store, never by writing to the database.
 */
import type { ApiClient, DivisionRef } from '../../src/api';
import type { Page } from '../../src/model';
import type { PublishingClient } from '../../src/publishing/client';
import { qaCopy } from '../../src/qa/fixtureCopy';
import type { Fixture } from '../../fixtures/pages/library';

export { qaCopy, qaUrl } from '../../src/qa/fixtureCopy';

/** The store's own pictures, the same list in the same order on every call: collection banners, then product images. */
export async function storeImages(api: ApiClient, division: DivisionRef): Promise<string[]> {
  const [collections, products] = await Promise.all([
    api.catalogue.collections(division),
    api.catalogue.products(division, { limit: 100 }),
  ]);
  return [
    ...collections.flatMap((collection) =>
      collection.banner ? [collection.banner.thumbnails.full] : [],
    ),
    ...products.flatMap((product) =>
      product.image ? [product.image.sizes['1024'] ?? product.image.original] : [],
    ),
  ];
}

/**
 * Creates the fixture's copy, or brings an earlier copy (same url) up to date; returns the
 * stored page. With `publishing`, the copy is also published, so shoppers (and the visual
 * and accessibility suites, which look as shoppers do) see it (issue 14).
 */
export async function loadFixture(
  api: ApiClient,
  division: DivisionRef,
  fixture: Fixture,
  images: readonly string[],
  publishing?: Pick<PublishingClient, 'publish'>,
): Promise<Page> {
  const copy = qaCopy(fixture.page, fixture.name, images);
  const summaries = [
    ...(await api.pages.list(division, 'StorePage')),
    ...(await api.pages.list(division, 'MailPage')),
  ];
  const existing = summaries.find((summary) => summary.url === copy.url);
  const page = existing
    ? await api.pages.update(division, {
        ...copy,
        id: existing.id,
        version: (await api.pages.get(division, existing.id)).version,
      })
    : await api.pages.create(division, copy);
  if (publishing && page.id !== undefined) await publishing.publish(division, page.id);
  return page;
}
