import type { Page } from '../model';
import { normalizePageUrl } from './normalizePageUrl';
import { pageSavedState, type SavedPage } from './pageSavedState';
import { withHomepageFlag } from './withHomepageFlag';

/**
 * The page the editor sends on save: url normalised, then the homepage flag set from the
 * normalised url (so `//` saved as `/` becomes the homepage), then blocks in their saved state.
 */
export function preparePageForSave(page: Page): SavedPage {
  return pageSavedState(withHomepageFlag({ ...page, url: normalizePageUrl(page.url) }));
}
