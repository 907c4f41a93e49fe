import { describe, expect, it } from 'vitest';
import { collectionRuleLabel } from './collectionLabels';

describe('collectionRuleLabel', () => {
  it('says how each kind of collection picks its products', () => {
    const base = { ruleTag: '', productIds: [] as number[] };
    expect(collectionRuleLabel({ ...base, mode: 'manual', rule: null, productIds: [4] })).toBe(
      '1 product in your order',
    );
    expect(collectionRuleLabel({ ...base, mode: 'rule', rule: 'tag', ruleTag: 'birds' })).toBe(
      'Products tagged “birds”',
    );
    expect(collectionRuleLabel({ ...base, mode: 'rule', rule: 'newest' })).toBe(
      'Newest products first',
    );
    expect(collectionRuleLabel({ ...base, mode: 'rule', rule: 'bestseller' })).toBe(
      'Bestsellers first',
    );
  });
});
