import { z } from 'zod';

/**
 * Product approval in atlas: staff approve or deny what sellers make (every seller save
 * goes back to pending, issue 18). A denial carries its reason, which the seller sees in
 * the dashboard. Decisions apply only to a product that is still pending at the version
 * staff looked at, so two moderators never both decide, and a seller's newer save is
 * never approved unseen.
 */
export const APPROVAL_MESSAGES = {
  reason: 'Give the seller a reason',
  decided: 'This product was changed or decided by someone else. Reload and try again.',
  none: 'Choose at least one product',
} as const;

/** At most this many products approved at once. */
export const MAX_BULK_APPROVALS = 100;

export const approvalQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const approvalDecisionSchema = z
  .object({
    decision: z.enum(['approve', 'deny']),
    reason: z.string().trim().max(500).default(''),
    version: z.number().int().positive(),
  })
  .refine((body) => body.decision === 'approve' || body.reason !== '', {
    message: APPROVAL_MESSAGES.reason,
    path: ['reason'],
  });
export type ApprovalDecision = z.infer<typeof approvalDecisionSchema>;

export const bulkApprovalSchema = z.object({
  products: z
    .array(z.object({ id: z.number().int().positive(), version: z.number().int().positive() }))
    .min(1, APPROVAL_MESSAGES.none)
    .max(MAX_BULK_APPROVALS),
});

/** A product waiting for a decision, as the queue shows it. */
export interface ApprovalItem {
  id: number;
  version: number;
  name: string;
  storeName: string;
  divisionId: number;
  price: number;
  baseCost: number | null;
  description: string;
  image: string | null;
  updatedAt: string | null;
}

/** The keyboard of the queue: next, previous, approve, deny. */
export const APPROVAL_KEYS = { next: 'j', previous: 'k', approve: 'a', deny: 'd' } as const;

/** A notice for a store's team: its words, the dashboard link, and the tag that replaces. */
export interface TeamNotice {
  title: string;
  body: string;
  href: string;
  tag: string;
}

/**
 * What the store's team is told when staff decide one of its products (ours: the spec
 * names approval results as a notification source, not the words). A denial carries the
 * reason staff gave; the link opens the product in the dashboard; a later decision on the
 * same product replaces the notice.
 */
export function productDecisionNotice(
  decision: ApprovalDecision['decision'],
  product: { id: number; name: string },
  reason: string,
): TeamNotice {
  const approved = decision === 'approve';
  return {
    title: approved ? 'Product approved' : 'Product denied',
    body: approved
      ? `${product.name} was approved and can now be shown in your store.`
      : `${product.name} was denied: ${reason}`,
    href: `/dashboard/products/${product.id}`,
    tag: `product-approval-${product.id}`,
  };
}

/**
 * Staff switching a store's active flag is its approval (on: approved and open to
 * visitors; off: back under review, visitors see the under-review page).
 */
export function storeDecisionNotice(
  active: boolean,
  store: { id: number; name: string },
): TeamNotice {
  return {
    title: active ? 'Store approved' : 'Store under review',
    body: active
      ? `${store.name} was approved and is open to visitors.`
      : `${store.name} was taken offline by our team; visitors see that it is under review.`,
    href: '/dashboard',
    tag: `store-approval-${store.id}`,
  };
}
