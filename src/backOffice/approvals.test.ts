import { describe, expect, it } from 'vitest';
import {
  APPROVAL_MESSAGES,
  approvalDecisionSchema,
  bulkApprovalSchema,
  productDecisionNotice,
  storeDecisionNotice,
} from './approvals';

describe('product approval decisions', () => {
  it('approves without a reason, and denies only with one', () => {
    expect(approvalDecisionSchema.parse({ decision: 'approve', version: 2 })).toMatchObject({
      decision: 'approve',
      reason: '',
    });
    const noReason = approvalDecisionSchema.safeParse({
      decision: 'deny',
      reason: ' ',
      version: 2,
    });
    expect(noReason.error!.issues[0]!.message).toBe(APPROVAL_MESSAGES.reason);
    expect(
      approvalDecisionSchema.parse({ decision: 'deny', reason: 'Blurry print', version: 2 }).reason,
    ).toBe('Blurry print');
  });

  it('approves in bulk between 1 and 100 products', () => {
    expect(bulkApprovalSchema.safeParse({ products: [] }).error!.issues[0]!.message).toBe(
      APPROVAL_MESSAGES.none,
    );
    const many = Array.from({ length: 101 }, (_, i) => ({ id: i + 1, version: 1 }));
    expect(bulkApprovalSchema.safeParse({ products: many }).success).toBe(false);
  });
});

describe('what the store team is told', () => {
  it('a product approved or denied, with the reason and a link to the product', () => {
    expect(productDecisionNotice('approve', { id: 7, name: 'Fox tee' }, '')).toStrictEqual({
      title: 'Product approved',
      body: 'Fox tee was approved and can now be shown in your store.',
      href: '/dashboard/products/7',
      tag: 'product-approval-7',
    });
    expect(productDecisionNotice('deny', { id: 7, name: 'Fox tee' }, 'Blurry print')).toMatchObject(
      {
        title: 'Product denied',
        body: 'Fox tee was denied: Blurry print',
      },
    );
  });

  it('a store switched on or off', () => {
    expect(storeDecisionNotice(true, { id: 3, name: 'Loop' })).toStrictEqual({
      title: 'Store approved',
      body: 'Loop was approved and is open to visitors.',
      href: '/dashboard',
      tag: 'store-approval-3',
    });
    expect(storeDecisionNotice(false, { id: 3, name: 'Loop' }).title).toBe('Store under review');
  });
});
