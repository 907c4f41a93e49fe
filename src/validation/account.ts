import { VALIDATION_MESSAGES as M } from './messages';
import { defineRule } from './rule';

/** App and SMS two-factor codes: six digits, optionally split by one space (`123 456`). */
export const twoFactorCode = defineRule('two_factor_code', M.twoFactorCode, (text) =>
  /^\d{3} ?\d{3}$/.test(text),
);

/** A recovery code: 8 letters or digits, a dash, 8 more (`a1b2c3d4-e5f6g7h8`). */
export const recoveryCode = defineRule('recovery_code', M.recoveryCode, (text) =>
  /^[a-z0-9]{8}-[a-z0-9]{8}$/i.test(text),
);
