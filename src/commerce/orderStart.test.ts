import { describe, expect, it } from 'vitest';
import { BESPOKE_COMPANY_ID } from '../rules/proCheck';
import { initialOrderStatus, statusAfterPayment } from './orderStart';

describe('where orders start', () => {
  it('starts the bespoke store (company 52) in the bespoke flow, every other in the normal', () => {
    expect(BESPOKE_COMPANY_ID).toBe(52);
    expect(initialOrderStatus(52)).toBe('bespoke_idle');
    expect(initialOrderStatus(12)).toBe('to_be_paid');
    expect(initialOrderStatus(1)).toBe('to_be_paid');
  });

  it('pays into the flow the order is in', () => {
    expect(statusAfterPayment('to_be_paid')).toBe('paid');
    expect(statusAfterPayment('new')).toBe('paid');
    expect(statusAfterPayment('bespoke_idle')).toBe('bespoke_paid');
    expect(statusAfterPayment('bespoke_approved')).toBe('bespoke_paid');
    expect(statusAfterPayment('paid')).toBeNull();
  });
});
