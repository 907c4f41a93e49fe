import { describe, expect, it } from 'vitest';
import {
  affiliateRateWriteSchema,
  affiliateSettingsWriteSchema,
  basisPointsToRate,
  rateToBasisPoints,
} from './settings';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('affiliate settings as the server checks them', () => {
  it('trims and accepts a valid save, joining (version 0) when no version is sent', () => {
    expect(
      affiliateSettingsWriteSchema.parse({ payoutEmail: ' sam@example.com ', code: ' SAM_10 ' }),
    ).toStrictEqual({
      payoutEmail: 'sam@example.com',
      code: 'SAM_10',
      notifyOnSale: true,
      version: 0,
    });
  });

  it('refuses with the form’s messages', () => {
    const save = (payoutEmail: string, code: string) =>
      firstMessage(affiliateSettingsWriteSchema.safeParse({ payoutEmail, code }));
    expect(save('sam@', 'SAM_10')).toBe('Please enter a valid email address');
    expect(save('sam@example.com', '')).toBe('This field is required');
    expect(save('sam@example.com', 'sam 10')).toBe(
      'This field may only contain letters, numbers, dashes and underscores',
    );
    expect(save('sam@example.com', 'ab')).toBe('This field must be at least 3 characters');
  });

  it('takes rates from 0 to 50% with up to two decimals, kept in basis points', () => {
    const rate = (commissionRate: number) =>
      affiliateRateWriteSchema.safeParse({ commissionRate, version: 1 });
    expect(rate(12.5).success).toBe(true);
    expect(firstMessage(rate(50.01))).toBe('Enter a rate from 0 to 50%');
    expect(firstMessage(rate(-1))).toBe('Enter a rate from 0 to 50%');
    expect(firstMessage(rate(7.555))).toBe('Use at most two decimals');
    expect(rateToBasisPoints(12.5)).toBe(1250);
    expect(rateToBasisPoints(7.55)).toBe(755);
    expect(basisPointsToRate(1000)).toBe(10);
  });
});
