import { describe, expect, it } from 'vitest';
import {
  claimAccepted,
  decodeLineageClaim,
  encodeLineageClaim,
  UNKNOWN_LINEAGE,
} from './lineageClaim';

describe('lineage claims', () => {
  it('round-trips through the token', () => {
    expect(decodeLineageClaim(encodeLineageClaim({ lineage: '0123456789abcdef' }))).toStrictEqual({
      lineage: '0123456789abcdef',
    });
    expect(decodeLineageClaim(encodeLineageClaim({ lineage: null }))).toStrictEqual({
      lineage: null,
    });
  });

  it('reads no token or a foreign token as an empty document', () => {
    expect(decodeLineageClaim(undefined)).toStrictEqual({ lineage: null });
    expect(decodeLineageClaim('')).toStrictEqual({ lineage: null });
    expect(decodeLineageClaim('a-jwt.from.elsewhere')).toStrictEqual({ lineage: null });
    expect(decodeLineageClaim('{"user":1}')).toStrictEqual({ lineage: null });
  });

  it('reads a malformed lineage as unknown, which matches nothing', () => {
    expect(decodeLineageClaim('{"lineage":5}')).toStrictEqual({ lineage: UNKNOWN_LINEAGE });
    expect(decodeLineageClaim(JSON.stringify({ lineage: 'x'.repeat(65) }))).toStrictEqual({
      lineage: UNKNOWN_LINEAGE,
    });
    expect(claimAccepted({ lineage: UNKNOWN_LINEAGE }, UNKNOWN_LINEAGE)).toBe(false);
  });

  it('accepts an empty document or the same lineage, and refuses another', () => {
    expect(claimAccepted({ lineage: null }, 'aaaa')).toBe(true);
    expect(claimAccepted({ lineage: 'aaaa' }, 'aaaa')).toBe(true);
    expect(claimAccepted({ lineage: 'bbbb' }, 'aaaa')).toBe(false);
    expect(claimAccepted({ lineage: 'bbbb' }, null)).toBe(false);
  });
});
