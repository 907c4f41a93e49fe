import type { Page } from '../../src/model';
import { pageAccess } from '../../src/rules';
import type { RequestAuth } from '../accounts/session';

/** A seller edits only their own stores' pages (dashboard permissions). */
export const canEditDivision = (auth: RequestAuth, divisionId: number): boolean =>
  auth.user !== null && auth.divisions.includes(divisionId);

/** Staff (internal users) may read any store's pages, published or not. */
export const canReadAnyPage = (auth: RequestAuth): boolean => auth.user?.internal === true;

export type ShopperRefusal = 'hidden' | 'forbidden' | null;

/**
 * Whether a shopper may read a page (page-builder sections 2 and 6): its loginState's
 * requirement, and `internal` for an unpublished page. An unpublished page is `hidden`
 * (answered as not found, so its existence does not leak); a failed loginState is
 * `forbidden`.
 */
export function shopperRefusal(
  page: Pick<Page, 'published' | 'properties'>,
  auth: RequestAuth,
): ShopperRefusal {
  for (const requirement of pageAccess(page)) {
    switch (requirement) {
      case 'internal':
        if (!auth.user?.internal) return 'hidden';
        break;
      case 'logged-in':
        if (!auth.user) return 'forbidden';
        break;
      case 'logged-out':
        if (auth.user) return 'forbidden';
        break;
      case 'dashboard-access':
        if (
          !auth.user ||
          (!auth.user.dashboardAccess && auth.divisions.length === 0 && !auth.user.internal)
        )
          return 'forbidden';
        break;
    }
  }
  return null;
}
