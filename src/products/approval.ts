/**
 * Approval of a seller's product by staff (the atlas back-office). Any new or changed
 * product waits as "pending"; only approved and enabled products reach the storefront.
 */
export const APPROVAL_STATUSES = ['pending', 'approved', 'denied'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export const APPROVAL_LABELS: Record<ApprovalStatus, string> = {
  pending: 'Pending approval',
  approved: 'Approved',
  denied: 'Denied',
};

/** Shown on the storefront only when the seller enabled it and staff approved it. */
export const isOnStorefront = (product: { enabled: boolean; approvalStatus: ApprovalStatus }) =>
  product.enabled && product.approvalStatus === 'approved';
