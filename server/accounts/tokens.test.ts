import { describe, expect, it } from 'vitest';
import { hashToken, newToken, sameSecret } from './tokens';

describe('tokens', () => {
  it('makes tokens of at least 128 random bits that never repeat', () => {
    const tokens = new Set(Array.from({ length: 1000 }, newToken));
    expect(tokens.size).toBe(1000);
    const [one] = tokens;
    expect(Buffer.from(one!, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
  });

  it('stores a one-way hash, not the token', () => {
    const token = newToken();
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).not.toContain(token);
    expect(hashToken(token)).toBe(hashToken(token));
  });

  it('compares secrets exactly, refusing empty ones', () => {
    expect(sameSecret('abc', 'abc')).toBe(true);
    expect(sameSecret('abc', 'abd')).toBe(false);
    expect(sameSecret('abc', 'abcd')).toBe(false);
    expect(sameSecret('', '')).toBe(false);
  });
});
