import { PermissionDeniedError, ValidationError } from '../../src/errors';
import { PAGE_LOAD_MESSAGES, PAGE_MESSAGES } from '../../src/errors/pageMessages';
import type { Page } from '../../src/model';
import type { BlockRegistry } from '../../src/registry';
import type { PageColumns, PagesRepository, StoredPage } from './repository';
import { preparePageWrite } from './preparePageWrite';

export const URL_TAKEN_MESSAGE = 'Another page of this store already uses this url';
export const HOMEPAGE_URL_MESSAGE = 'The homepage url is always /';

export interface PageWriteDeps {
  pages: Pick<PagesRepository, 'urlTaken'>;
  registry: BlockRegistry;
}

/** A url is unique within a store; `exceptId` is the page being updated. */
export async function assertUrlFree(
  pages: PageWriteDeps['pages'],
  divisionId: number,
  url: string,
  exceptId?: number,
): Promise<void> {
  if (await pages.urlTaken(divisionId, url, exceptId)) {
    throw new ValidationError(PAGE_MESSAGES.failedValidation, [
      { field: 'url', message: URL_TAKEN_MESSAGE },
    ]);
  }
}

/**
 * Every rule a new version of a stored page must pass before it is written, shared by the
 * PATCH route and the collaboration server's store (one save, two channels): validation,
 * Pro-only content, sanitising and url normalising (`preparePageWrite`), the page stays
 * in its store, the homepage keeps `/`, and the url is free in the store. Throws the typed
 * error the client maps; returns the page and its columns for `pages.update`.
 */
export async function preparePageUpdate(
  deps: PageWriteDeps,
  target: { division: { id: number; pro: boolean }; current: StoredPage; body: unknown },
): Promise<{ page: Page; columns: PageColumns }> {
  const { division, current } = target;
  const page = preparePageWrite(target.body, { registry: deps.registry, pro: division.pro });
  if (page.divisionId !== null && page.divisionId !== division.id)
    throw new PermissionDeniedError(PAGE_LOAD_MESSAGES.otherStore);
  if (current.isHomepage && page.url !== '/') {
    throw new ValidationError(PAGE_MESSAGES.failedValidation, [
      { field: 'url', message: HOMEPAGE_URL_MESSAGE },
    ]);
  }
  const url = page.url ?? '';
  await assertUrlFree(deps.pages, division.id, url, current.page.id ?? undefined);
  return { page, columns: { url, isHomepage: page.url === '/', published: page.published } };
}
