import type { Page } from '../../src/model';
import { qaCopy } from '../../src/qa/fixtureCopy';
import type { EditorApi, QaFixture } from '../../editor/app/api';

/** The store's own pictures, to stand in for the fixtures' `*.example` ones (as the seed does). */
export async function storePictures(api: EditorApi, divisionId: number): Promise<string[]> {
  const [collections, products] = await Promise.all([
    api.collections(divisionId),
    api.products(divisionId, { limit: 100 }),
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
 * Puts a fixture's copy in the store at `/qa/<name>/` through the pages API, as a seller
 * would (the same rules as `npm run fixtures -- open NAME`): created the first time,
 * brought up to date after.
 */
export async function openFixture(
  api: EditorApi,
  divisionId: number,
  fixture: QaFixture,
  pictures: readonly string[],
): Promise<Page> {
  const copy = qaCopy(fixture.page, fixture.name, pictures);
  const existing = (await api.listPages(divisionId)).find((summary) => summary.url === copy.url);
  if (!existing) return api.createPage(divisionId, copy);
  const current = await api.getPage(divisionId, existing.id);
  return api.savePage(divisionId, { ...copy, id: existing.id, version: current.version });
}
