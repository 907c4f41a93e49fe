import { describe, expect, it } from 'vitest';
import { SESSION_MESSAGES } from '../../src/model/session';
import { ValidationError } from '../../src/errors';
import { assertStrongPassword, MIN_PASSWORD_SCORE, passwordScore } from './passwordStrength';

describe('password strength', () => {
  it('refuses common, breached and keyboard-walk passwords', () => {
    for (const password of ['password', 'password1', '12345678', 'qwertyuiop', 'iloveyou1'])
      expect(passwordScore(password)).toBeLessThan(MIN_PASSWORD_SCORE);
    expect(() => assertStrongPassword('password')).toThrow(ValidationError);
    expect(() => assertStrongPassword('password')).toThrow(SESSION_MESSAGES.weakPassword);
  });

  it("weighs the account's own details", () => {
    expect(passwordScore('ada.lovelace@example.com', ['ada.lovelace@example.com'])).toBeLessThan(
      MIN_PASSWORD_SCORE,
    );
  });

  it('accepts passphrases and long unusual passwords', () => {
    for (const password of ['correct horse battery', 'a long enough password', 'Tr0ub4dor&3'])
      expect(() => assertStrongPassword(password)).not.toThrow();
  });
});
