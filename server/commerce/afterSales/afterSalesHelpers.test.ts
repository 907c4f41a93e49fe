import { describe, expect, it } from 'vitest';
import { remillCouponCode } from './remillCoupon';
import { DEFAULT_RETURN_ADDRESS, returnAddressFor } from './returnAddress';
import { returnLabelPdf } from './returnLabel';

describe('the return address', () => {
  it('is the configured one, headed by the store', () => {
    expect(returnAddressFor('Fox Store', { RETURN_ADDRESS: 'Unit 9 | Leeds | LS1 1AA ' })).toEqual([
      'Fox Store returns',
      'Unit 9',
      'Leeds',
      'LS1 1AA',
    ]);
  });
  it('falls back to the demo returns centre', () => {
    expect(returnAddressFor('Fox Store', {})).toEqual([
      'Fox Store returns',
      ...DEFAULT_RETURN_ADDRESS,
    ]);
  });
});

describe('the remill coupon code', () => {
  it('is REMILL- and 10 characters that cannot be misread', () => {
    expect(remillCouponCode(Buffer.from([0, 1, 2, 31, 32, 33, 255, 8, 14, 23]))).toBe(
      'REMILL-ABC9AB9JQZ',
    );
  });
});

describe('the return label', () => {
  it('is a one-page PDF', async () => {
    const pdf = await returnLabelPdf({
      storeName: 'Fox Store',
      returnAddress: returnAddressFor('Fox Store', {}),
      orderReference: 'ABCDEF12',
      returnId: 3,
      from: { name: 'Ada', street: '1 Row', city: 'London', country: 'GB', zip: 'SW1A 1AA' },
      lines: [{ name: 'Fox Tee', quantity: 1 }],
      reason: 'Wrong size',
      createdAt: '2026-11-26T12:00:00.000Z',
    });
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text.match(/\/Type \/Page\b/g)).toHaveLength(1);
  });
});
