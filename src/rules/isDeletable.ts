import type { Page } from '../model';
import { isHomepage } from './isHomepage';

/**
 * A page is deletable only if it exists and is not the homepage.
 * "Exists" means saved on the server, so it has an id: a draft never saved has nothing
 * to delete, and the store must always keep a homepage.
 */
export function isDeletable(page: Pick<Page, 'id' | 'url'> | null | undefined): boolean {
  return page !== null && page !== undefined && page.id !== undefined && !isHomepage(page);
}
