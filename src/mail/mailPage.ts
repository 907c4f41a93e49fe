import type { Page } from '../model';
import { MAIL_WEB_VERSION_PREFIX } from './constants';

/** A mail page (page-builder section 3, page properties: isMailPage). */
export function isMailPage(page: Pick<Page, 'properties'>): boolean {
  return page.properties.isMailPage.value === true;
}

/**
 * The subject line of a mail page: its title, else the store's name (a mail always has
 * a subject; a seller who left the title empty still sends something recognisable).
 */
export function mailSubject(page: Pick<Page, 'properties'>, storeName: string): string {
  return page.properties.title.value.trim() || storeName.trim();
}

/** The storefront path of a mail page's web version: `/mail/42/` (mail layout). */
export function mailWebVersionPath(pageId: number): string {
  return `${MAIL_WEB_VERSION_PREFIX}${pageId}/`;
}
