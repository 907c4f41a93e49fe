import { Secret, TOTP } from 'otpauth';

/**
 * TOTP two-factor codes (RFC 6238: SHA-1, 6 digits, 30 s). Codes are typed as six digits
 * with an optional space in the middle; one step either side is
 * accepted for clock drift.
 */
export const TWO_FACTOR_CODE = /^\d{3} ?\d{3}$/;
export const TWO_FACTOR_ISSUER = 'Omnis';

const totpFor = (secret: string, label = 'account') =>
  new TOTP({
    issuer: TWO_FACTOR_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  });

export const newTwoFactorSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// URI an authenticator app scans. */
export const twoFactorUri = (secret: string, email: string): string =>
  totpFor(secret, email).toString();

export const isTwoFactorCodeFormat = (code: string): boolean => TWO_FACTOR_CODE.test(code);

export function verifyTwoFactorCode(secret: string, code: string, timestamp = Date.now()): boolean {
  if (!isTwoFactorCodeFormat(code)) return false;
  return totpFor(secret).validate({ token: code.replace(' ', ''), timestamp, window: 1 }) !== null;
}

/** The code an authenticator shows at `timestamp` (tests and the demo seed). */
export const currentTwoFactorCode = (secret: string, timestamp = Date.now()): string =>
  totpFor(secret).generate({ timestamp });
