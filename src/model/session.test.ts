import { describe, expect, it } from 'vitest';
import {
  customerCreateRequestSchema,
  loginRequestSchema,
  recoveryLoginRequestSchema,
  recoveryCodeError,
  resetPasswordRequestSchema,
  twoFactorCodeError,
} from './session';

const firstMessage = (result: {
  success: boolean;
  error?: { issues: Array<{ message: string }> };
}) => result.error?.issues[0]?.message;

describe('session request schemas', () => {
  it('uses the spec messages for required fields, emails and spaced passwords', () => {
    expect(firstMessage(loginRequestSchema.safeParse({ password: 'x' }))).toBe(
      'This field is required',
    );
    expect(firstMessage(loginRequestSchema.safeParse({ email: 'nope', password: 'x' }))).toBe(
      'Please enter a valid email address',
    );
    expect(firstMessage(loginRequestSchema.safeParse({ email: 'a@b.co', password: ' x' }))).toBe(
      'Password cannot start or end with spaces',
    );
  });

  it('accepts a two-factor code of six digits with an optional middle space', () => {
    expect(
      loginRequestSchema.parse({ email: 'a@b.co', password: 'x', twoFactorAuthCode: '123 456' })
        .twoFactorAuthCode,
    ).toBe('123 456');
    expect(
      firstMessage(
        loginRequestSchema.safeParse({
          email: 'a@b.co',
          password: 'x',
          twoFactorAuthCode: '12345',
        }),
      ),
    ).toBe('Invalid authentication code');
  });

  it('checks the recovery code format', () => {
    expect(
      recoveryLoginRequestSchema.safeParse({
        email: 'a@b.co',
        password: 'x',
        recoveryCode: 'ABCD1234-EFGH5678',
      }).success,
    ).toBe(true);
    expect(
      firstMessage(
        recoveryLoginRequestSchema.safeParse({
          email: 'a@b.co',
          password: 'x',
          recoveryCode: 'ABCD1234EFGH5678',
        }),
      ),
    ).toBe('Invalid recovery code');
  });

  it('reads the 0/1 flags of customer create and asks for a long enough password', () => {
    const parsed = customerCreateRequestSchema.parse({
      email: 'a@b.co',
      password: 'long enough phrase',
      should_have_store: 1,
      dashboard_access: '0',
    });
    expect([parsed.should_have_store, parsed.dashboard_access]).toEqual([true, false]);
    expect(
      firstMessage(customerCreateRequestSchema.safeParse({ email: 'a@b.co', password: 'short' })),
    ).toBe('Password must be at least 8 characters');
  });

  it('requires the reset confirmation to match', () => {
    const result = resetPasswordRequestSchema.safeParse({
      token: 't',
      password: 'long enough phrase',
      password_confirmation: 'different',
    });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['password_confirmation'],
      message: 'Passwords do not match',
    });
  });
});

describe('typed code checks', () => {
  it('takes six digits with an optional middle space, else "Invalid authentication code"', () => {
    expect(twoFactorCodeError('123456')).toBeNull();
    expect(twoFactorCodeError(' 123 456 ')).toBeNull();
    expect(twoFactorCodeError('12345')).toBe('Invalid authentication code');
    expect(twoFactorCodeError('12 3456')).toBe('Invalid authentication code');
  });

  it('takes 8 letters or digits, a dash and 8 more, else "Invalid recovery code"', () => {
    expect(recoveryCodeError('abCD1234-EFgh5678')).toBeNull();
    expect(recoveryCodeError('abcd1234efgh5678')).toBe('Invalid recovery code');
    expect(recoveryCodeError('abcd123-efgh5678')).toBe('Invalid recovery code');
  });
});
