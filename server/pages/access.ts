import {
  canVisitDirectly,
  NOT_FOUND_PATH,
  pageGuards,
  redirectOf,
  runGuards,
} from '../../src/guards';
import type { Page } from '../../src/model';
import { pageAccess } from '../../src/rules';
import type { RequestAuth } from '../accounts/session';
import { guardStateOfRequest } from '../access/guardState';
import type { Division } from '../store/divisionsRepository';

export type ShopperRefusal = 'hidden' | 'forbidden' | null;

/**
 * Whether a shopper may read a page of a store: the guards its route runs in the
 * storefront (src/guards), so the API never sends what the router would turn away. A
 * password-protected or coming-soon store the visitor cannot visit directly, and a failed
 * loginState requirement, are `forbidden`; an unpublished page (staff only) is `hidden`,
 * answered as not found so its existence does not leak.
 */
export function shopperRefusal(
  page: Pick<Page, 'published' | 'properties' | 'url'>,
  auth: RequestAuth,
  division: Division,
): ShopperRefusal {
  const state = guardStateOfRequest(auth, division, page.url ?? '/');
  if (!canVisitDirectly(state)) return 'forbidden';
  const target = redirectOf(runGuards(pageGuards(pageAccess(page)), state));
  if (target === NOT_FOUND_PATH) return 'hidden';
  return target ? 'forbidden' : null;
}
