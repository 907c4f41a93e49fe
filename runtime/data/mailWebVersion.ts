import { isMailPage } from '../../src/mail/mailPage';
import type { StorefrontServices } from '../app/services';
import { loadSellerPage } from './sellerPage';
import type { PageEntry } from './state';

/** The `{page}` parameter of `/mail/{page}/`: a page id, digits only. */
export function mailPageIdFrom(param: string): number | null {
  if (!/^[1-9]\d{0,15}$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * The web version of a mail page (a mail page route with parameter {page}, in the mail
 * layout): the "view in your browser" link of every sent mail points here.
 * Only mail pages answer; a store page's id gives not found, so this path never becomes
 * a second address for a store page. Unpublished mail pages follow the pages API (staff
 * and the store's editors only).
 */
export async function loadMailWebVersion(services: StorefrontServices, param: string): Promise<PageEntry | null> {
  const pageId = mailPageIdFrom(param);
  if (pageId === null) return null;
  const entry = await loadSellerPage(services, pageId);
  if (!entry.ok || !isMailPage(entry.value.page)) return null;
  return entry;
}
