import { GRID_COLUMNS, type Block, type Page } from '../model';
import { MAIL_WEB_VERSION_PREFIX, MAIL_WIDTH } from './constants';

/** A mail page is one whose `isMailPage` property is true. */
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

/**
 * The pixel width a block's image may take in mail: its share of the 520px layout. Mail
 * images carry it as their `width` attribute (an integer, as HTML requires), which is
 * what Outlook sizes by; other clients follow the inline `width:100%` to fit the cell.
 */
export function mailImageWidth(block: Pick<Block, 'size'>, share = 1): number {
  return Math.round(((MAIL_WIDTH * Math.min(block.size.x, GRID_COLUMNS)) / GRID_COLUMNS) * share);
}
