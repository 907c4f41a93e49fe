import { describe, expect, it } from 'vitest';
import {
  REFERRAL_WINDOW_S,
  formatReferralCookie,
  isSelfReferral,
  parseReferralCookie,
  referralCodeOf,
  withinReferralWindow,
} from './referral';

describe('referral rules', () => {
  it('takes the code of a ?ref= parameter only when it is a valid affiliate code', () => {
    expect(referralCodeOf('SAM_10')).toBe('SAM_10');
    expect(referralCodeOf([' sam-10 ', 'other'])).toBe('sam-10');
    expect(referralCodeOf('ab')).toBeNull();
    expect(referralCodeOf('a'.repeat(21))).toBeNull();
    expect(referralCodeOf('sam 10')).toBeNull();
    expect(referralCodeOf(undefined)).toBeNull();
  });

  it('keeps the code and the visit time in the cookie', () => {
    const referral = { code: 'SAM_10', at: 1_790_000_000 };
    expect(formatReferralCookie(referral)).toBe('SAM_10.1790000000');
    expect(parseReferralCookie('SAM_10.1790000000')).toStrictEqual(referral);
    expect(parseReferralCookie('SAM_10')).toBeNull();
    expect(parseReferralCookie('SAM_10.soon')).toBeNull();
    expect(parseReferralCookie('x.1790000000')).toBeNull();
    expect(parseReferralCookie(undefined)).toBeNull();
  });

  it('attributes orders for 30 days after the visit, both ends included', () => {
    const at = 1_790_000_000;
    expect(REFERRAL_WINDOW_S).toBe(2_592_000);
    expect(withinReferralWindow({ code: 'SAM_10', at }, at)).toBe(true);
    expect(withinReferralWindow({ code: 'SAM_10', at }, at + 2_592_000)).toBe(true);
    expect(withinReferralWindow({ code: 'SAM_10', at }, at + 2_592_001)).toBe(false);
    expect(withinReferralWindow({ code: 'SAM_10', at }, at - 1)).toBe(false);
  });

  it('never attributes an affiliate their own order, signed in or as a guest', () => {
    const affiliate = { userId: 7, emails: ['sam@example.com', 'Payouts@Example.com'] };
    const guest = (billingEmail: string) => ({ customerId: null, billingEmail });
    expect(isSelfReferral(affiliate, { customerId: 7, billingEmail: 'other@example.com' })).toBe(
      true,
    );
    expect(isSelfReferral(affiliate, guest(' payouts@example.com'))).toBe(true);
    expect(isSelfReferral(affiliate, guest('shopper@example.com'))).toBe(false);
    expect(isSelfReferral(affiliate, { customerId: 8, billingEmail: 'shopper@example.com' })).toBe(
      false,
    );
  });
});
