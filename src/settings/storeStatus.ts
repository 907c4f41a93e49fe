/**
 * The store's status as the dashboard home shows it. A store staff have not made active is
 * under review (the storefront sends shoppers to /store-under-review/); then password
 * protection wins over the coming-soon page, as the store-visit guard sends visitors to
 * /login/ for either unless only coming-soon is on.
 */
export const STORE_STATUSES = [
  'live',
  'password-protected',
  'coming-soon',
  'under-review',
] as const;
export type StoreStatus = (typeof STORE_STATUSES)[number];

export const STORE_STATUS_LABELS: Record<StoreStatus, string> = {
  live: 'Live',
  'password-protected': 'Password protected',
  'coming-soon': 'Coming soon',
  'under-review': 'Under review',
};

export function storeStatus(store: {
  active: boolean;
  passwordProtected: boolean;
  comingSoon: boolean;
}): StoreStatus {
  if (!store.active) return 'under-review';
  if (store.passwordProtected) return 'password-protected';
  if (store.comingSoon) return 'coming-soon';
  return 'live';
}
