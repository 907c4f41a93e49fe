import type { Page, PageInput } from '../model';
import { normalizePageUrl, withoutFlag, PAGE_FLAGS } from '../rules';
import { localiseImages } from './localiseImages';

/** Where a fixture's copy lives in a store: `/qa/<name>/` (`themes/neonCity` -> `/qa/themes/neoncity/`). */
export const qaUrl = (name: string): string => normalizePageUrl(`/qa/${name}/`) ?? '/qa/';

/**
 * The fixture as a new page of the store: its own url under /qa/ (so it never collides
 * with the seeded copy or becomes the homepage), none of the fixture's ids or version,
 * and pictures on `*.example` hosts swapped for the store's own (as the seed does).
 */
export function qaCopy(page: Page, name: string, images: readonly string[]): PageInput {
  const { id: _id, uuid: _uuid, ...rest } = localiseImages(page, images);
  return {
    ...rest,
    url: qaUrl(name),
    flags: withoutFlag(rest.flags, PAGE_FLAGS.homepage),
    version: 0,
    divisionId: null,
  };
}
