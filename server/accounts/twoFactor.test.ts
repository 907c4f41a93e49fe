import { describe, expect, it } from 'vitest';
import {
  currentTwoFactorCode,
  isTwoFactorCodeFormat,
  newTwoFactorSecret,
  twoFactorUri,
  verifyTwoFactorCode,
} from './twoFactor';

describe('two-factor codes', () => {
  const secret = newTwoFactorSecret();
  const at = Date.UTC(2025, 0, 1, 12, 0, 0);

  it('accepts six digits with an optional middle space only', () => {
    expect(isTwoFactorCodeFormat('123456')).toBe(true);
    expect(isTwoFactorCodeFormat('123 456')).toBe(true);
    expect(isTwoFactorCodeFormat('12 3456')).toBe(false);
    expect(isTwoFactorCodeFormat('12345')).toBe(false);
    expect(isTwoFactorCodeFormat('12345a')).toBe(false);
  });

  it('verifies the current code, with or without the space, and one step of drift', () => {
    const code = currentTwoFactorCode(secret, at);
    expect(verifyTwoFactorCode(secret, code, at)).toBe(true);
    expect(verifyTwoFactorCode(secret, `${code.slice(0, 3)} ${code.slice(3)}`, at)).toBe(true);
    expect(verifyTwoFactorCode(secret, code, at + 30_000)).toBe(true);
    expect(verifyTwoFactorCode(secret, code, at + 120_000)).toBe(false);
  });

  it('refuses another secret’s code and names the account in the URI', () => {
    const other = newTwoFactorSecret();
    expect(verifyTwoFactorCode(other, currentTwoFactorCode(secret, at), at)).toBe(false);
    expect(twoFactorUri(secret, 'seller@example.com')).toMatch(
      /^otpauth:\/\/totp\/Omnis:seller%40example\.com\?/,
    );
  });
});
