import type { Page } from '../model';

/**
 * Pages not in the sitemap, or only for signed-in visitors (loginState logged-in or
 * dashboard-access), carry a robots noindex tag: search engines
 * should neither list what the seller left out nor pages a crawler cannot open.
 */
export function isRobotsNoindex(page: Pick<Page, 'sitemap' | 'properties'>): boolean {
  const loginState = page.properties.loginState.value;
  return !page.sitemap || loginState === 'logged-in' || loginState === 'dashboard-access';
}
