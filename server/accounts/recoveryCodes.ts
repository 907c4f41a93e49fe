import { randomInt } from 'node:crypto';
import { hashToken } from './tokens';

/**
 * Recovery codes: 8 alphanumerics, a dash, 8 more. Each is stored
 * as a hash and can be used once. Letters are upper case; input is matched
 * case-insensitively.
 */
export const RECOVERY_CODE = /^[a-zA-Z0-9]{8}-[a-zA-Z0-9]{8}$/;
export const RECOVERY_CODE_COUNT = 10;

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const part = (): string =>
  Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

export const newRecoveryCode = (): string => `${part()}-${part()}`;
export const newRecoveryCodes = (count = RECOVERY_CODE_COUNT): string[] =>
  Array.from({ length: count }, newRecoveryCode);
export const isRecoveryCodeFormat = (code: string): boolean => RECOVERY_CODE.test(code.trim());
export const hashRecoveryCode = (code: string): string => hashToken(code.trim().toUpperCase());
