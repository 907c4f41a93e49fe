import { describe, expect, it } from 'vitest';
import { recoveryCode, twoFactorCode } from './account';
import { checkRule } from './rule';

describe('twoFactorCode', () => {
  it.each(['123456', '123 456'])('accepts %j', (value) => {
    expect(checkRule(twoFactorCode, value)).toBeUndefined();
  });

  it.each(['12345', '1234567', '12 3456', '123  456', 'abc def'])(
    'refuses %j with "Invalid authentication code"',
    (value) => {
      expect(checkRule(twoFactorCode, value)).toBe('Invalid authentication code');
    },
  );
});

describe('recoveryCode', () => {
  it.each(['a1b2c3d4-e5f6g7h8', 'ABCDEFGH-12345678'])('accepts %j', (value) => {
    expect(checkRule(recoveryCode, value)).toBeUndefined();
  });

  it.each(['a1b2c3d4e5f6g7h8', 'a1b2c3d-e5f6g7h8', 'a1b2c3d4-e5f6g7h8i', 'a1b2c3d4_e5f6g7h8'])(
    'refuses %j with "Invalid recovery code"',
    (value) => {
      expect(checkRule(recoveryCode, value)).toBe('Invalid recovery code');
    },
  );
});
