import { describe, expect, it } from 'vitest';
import { APPROVAL_MESSAGES, approvalDecisionSchema, bulkApprovalSchema } from './approvals';

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
