import { describe, expect, it } from 'vitest';
import { hashRecoveryCode, isRecoveryCodeFormat, newRecoveryCodes } from './recoveryCodes';

describe('recovery codes', () => {
  it('makes distinct codes in the spec format', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-Z0-9]{8}-[A-Z0-9]{8}$/);
  });

  it('checks the format: 8 alphanumerics, a dash, 8 more', () => {
    expect(isRecoveryCodeFormat('abcd1234-EFGH5678')).toBe(true);
    expect(isRecoveryCodeFormat('abcd1234EFGH5678')).toBe(false);
    expect(isRecoveryCodeFormat('abcd123-EFGH5678')).toBe(false);
    expect(isRecoveryCodeFormat('abcd1234-EFGH567!')).toBe(false);
  });

  it('hashes case-insensitively so a typed lower-case code still matches', () => {
    expect(hashRecoveryCode('abcd1234-efgh5678')).toBe(hashRecoveryCode('ABCD1234-EFGH5678'));
    expect(hashRecoveryCode('ABCD1234-EFGH5678')).not.toBe(hashRecoveryCode('ABCD1234-EFGH5679'));
  });
});
