import { pageSchema, type Page } from '../../src/model';
import { pageContentKey } from '../../src/publishing/rules';

/**
 * Whether two versions of a page hold the same content (key order and server-owned
 * fields such as `edited` aside, as publishing compares a draft with what shoppers see).
 * The collaboration server bumps the version only when the page JSON changes: typing in a
 * rich text changes the document but not the JSON until the editor writes its html, and
 * that should not make a new version of the page.
 */
export const samePageContent = (a: Page, b: Page): boolean =>
  pageContentKey(pageSchema.parse(a)) === pageContentKey(pageSchema.parse(b));
