import type { Page } from '../model';

/**
 * What a visitor must be to open a page. The first three match the page's loginState;
 * `internal` is the extra requirement of an unpublished page: only internal users see it.
 */
export type AccessRequirement = 'logged-in' | 'logged-out' | 'dashboard-access' | 'internal';

/** The access requirements of a page: its loginState's (none for everyone), plus `internal` when unpublished. */
export function pageAccess(page: Pick<Page, 'published' | 'properties'>): AccessRequirement[] {
  const loginState = page.properties.loginState.value;
  const requirements: AccessRequirement[] = loginState === 'everyone' ? [] : [loginState];
  if (!page.published) requirements.push('internal');
  return requirements;
}
