import { z } from 'zod';

/**
 * Session requests and state: create, login, recovery login, reset password, logout and the
 * session read, with the client validation catalogue's messages.
 * The server validates with these; the client may validate before sending.
 */
export const SESSION_MESSAGES = {
  required: 'This field is required',
  email: 'Please enter a valid email address',
  passwordSpaces: 'Password cannot start or end with spaces',
  twoFactor: 'Invalid authentication code',
  recoveryCode: 'Invalid recovery code',
  /** Not in the spec: chosen for a password shorter than PASSWORD_MIN_LENGTH. */
  passwordLength: 'Password must be at least 8 characters',
  /** Not in the spec: a chosen password that is common or easy to guess (server check). */
  weakPassword: 'This password is too easy to guess. Please choose a longer or less common one',
  /** Not in the spec: reset-password confirmation differs. */
  passwordMismatch: 'Passwords do not match',
} as const;

export const PASSWORD_MIN_LENGTH = 8;

const required = z
  .string({ error: SESSION_MESSAGES.required })
  .trim()
  .min(1, SESSION_MESSAGES.required);
export const emailField = required.pipe(z.email(SESSION_MESSAGES.email));
/** Sign-in checks only presence and spaces: length rules apply when a password is chosen. */
const passwordField = z
  .string({ error: SESSION_MESSAGES.required })
  .min(1, SESSION_MESSAGES.required)
  .refine((value) => value.trim() === value, SESSION_MESSAGES.passwordSpaces);
export const newPasswordField = passwordField.refine(
  (value) => value.length >= PASSWORD_MIN_LENGTH,
  SESSION_MESSAGES.passwordLength,
);
const optionalText = z.string().nullish();
const zeroOrOne = z
  .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.boolean()])
  .transform((value) => value === 1 || value === '1' || value === true);

export const TWO_FACTOR_CODE_PATTERN = /^\d{3} ?\d{3}$/;
export const RECOVERY_CODE_PATTERN = /^[a-zA-Z0-9]{8}-[a-zA-Z0-9]{8}$/;

/** A screen's check of a typed two-factor code: the spec's message, or null when it fits. */
export const twoFactorCodeError = (code: string): string | null =>
  TWO_FACTOR_CODE_PATTERN.test(code.trim()) ? null : SESSION_MESSAGES.twoFactor;

/** A screen's check of a typed recovery code (8 letters or digits, a dash, 8 more). */
export const recoveryCodeError = (code: string): string | null =>
  RECOVERY_CODE_PATTERN.test(code.trim()) ? null : SESSION_MESSAGES.recoveryCode;

const captchaFields = { v3captchaToken: optionalText, v2captchaToken: optionalText };

export const loginRequestSchema = z.object({
  email: emailField,
  password: passwordField,
  ...captchaFields,
  twoFactorAuthCode: z
    .string()
    .trim()
    .regex(TWO_FACTOR_CODE_PATTERN, SESSION_MESSAGES.twoFactor)
    .nullish()
    .or(z.literal('').transform(() => null)),
  /** An opaque sign-in token some clients send; accepted and not used by this server. */
  token: optionalText,
  redirect_uri: optionalText,
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const recoveryLoginRequestSchema = z.object({
  email: emailField,
  password: passwordField,
  ...captchaFields,
  recoveryCode: required.pipe(
    z.string().regex(RECOVERY_CODE_PATTERN, SESSION_MESSAGES.recoveryCode),
  ),
  redirect_uri: optionalText,
});
export type RecoveryLoginRequest = z.infer<typeof recoveryLoginRequestSchema>;

export const customerCreateRequestSchema = z.object({
  email: emailField,
  password: newPasswordField,
  ...captchaFields,
  should_have_store: zeroOrOne.default(false),
  dashboard_access: zeroOrOne.default(false),
  firstName: z.string().trim().max(100).default(''),
  lastName: z.string().trim().max(100).default(''),
});
export type CustomerCreateRequest = z.infer<typeof customerCreateRequestSchema>;

export const resetPasswordRequestSchema = z
  .object({
    token: required,
    password: newPasswordField,
    password_confirmation: z.string({ error: SESSION_MESSAGES.required }),
  })
  .refine((value) => value.password === value.password_confirmation, {
    message: SESSION_MESSAGES.passwordMismatch,
    path: ['password_confirmation'],
  });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const forgotPasswordRequestSchema = z.object({ email: emailField, ...captchaFields });

/** The signed-in user as the storefront sees it: verified, signedEula, internal. */
export const sessionUserSchema = z.object({
  userId: z.number(),
  email: z.string(),
  name: z.string(),
  verified: z.boolean(),
  signedEula: z.boolean(),
  internal: z.boolean(),
  dashboardDivisions: z.array(z.number()),
  /** Present (true) while staff force two-factor on the account and it is not set up. */
  mustSetUpTwoFactor: z.boolean().optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/**
 * GET /dashboard/secure/get/ and every sign-in answer: the user (null when signed out),
 * the public session id, and after sign-in the same-origin path to go to next.
 */
export const sessionStateSchema = z.object({
  user: sessionUserSchema.nullable(),
  sessionId: z.string().nullable(),
  redirect: z.string().optional(),
});
export type SessionState = z.infer<typeof sessionStateSchema>;
