import { isBespokeStore } from '../rules/proCheck';

/**
 * Where a checkout's order starts. Company 52 is the bespoke store (spec, roles and
 * permissions): its orders start in the bespoke flow (`bespoke_idle`, its first group);
 * every other store's wait for payment in the normal flow (`to_be_paid`). A store here is
 * the spec's company (one id), so the store's id is compared.
 */
export const initialOrderStatus = (storeId: number): 'bespoke_idle' | 'to_be_paid' =>
  isBespokeStore(storeId) ? 'bespoke_idle' : 'to_be_paid';

/** Where a payment moves an unpaid order: the bespoke flow's stay in it. */
export function statusAfterPayment(status: string): 'paid' | 'bespoke_paid' | null {
  if (status === 'new' || status === 'to_be_paid') return 'paid';
  if (status === 'bespoke_idle' || status === 'bespoke_approved') return 'bespoke_paid';
  return null;
}
