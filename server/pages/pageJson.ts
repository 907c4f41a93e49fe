import type { Page } from '../../src/model';

/**
 * A page as response JSON, serialised once per stored page object: the repository hands
 * out the same object for the same row version, so repeated reads send the same string.
 */
const serialised = new WeakMap<Page, string>();

export function pageJson(page: Page): string {
  let json = serialised.get(page);
  if (json === undefined) {
    json = JSON.stringify(page);
    serialised.set(page, json);
  }
  return json;
}
