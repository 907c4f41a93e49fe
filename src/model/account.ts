import { z } from 'zod';
import {
  customerCreateRequestSchema,
  newPasswordField,
  SESSION_MESSAGES,
  TWO_FACTOR_CODE_PATTERN,
} from './session';

/**
 * Account requests beyond the spec's session calls (issue 16): email verification, the
 * EULA, account settings and a seller's store at sign-up. The spec gives no message for
 * these: the ones here are chosen and kept in one place.
 */
export const ACCOUNT_MESSAGES = {
  subdomain:
    'Use 3 to 63 lower-case letters, numbers or hyphens, not starting or ending with a hyphen',
  subdomainTaken: 'This subdomain is already taken',
  storeName: 'Enter a name for your store',
  verificationLink: 'This verification link is invalid or has expired',
  resetLink: 'This password reset link is invalid or has expired',
  verificationSent: 'We have sent you a new verification link',
  verificationCoolDown: 'Please wait a minute before asking for another link',
  verified: 'Your email address is verified',
  /**
   * The one answer to every sign-up, new address or known: the mail says which (a link to
   * finish, or a note that the account exists), so the answer tells nobody else.
   */
  signUpSent: 'Check your email: we have sent you a link to finish creating your account',
  eulaVersion: 'Please accept the current terms',
  wrongPassword: 'The password is incorrect',
  twoFactorNotStarted: 'Start setting up two-factor authentication first',
  twoFactorOff: 'Two-factor authentication is not turned on',
} as const;

/** The terms a user accepts at /sign-up/eula/; a new version asks everyone again. */
export const EULA_VERSION = '2026-11-01';

/** Subdomains that name parts of the platform, never a store. */
export const RESERVED_SUBDOMAINS: readonly string[] = [
  'www',
  'api',
  'app',
  'admin',
  'atlas',
  'dashboard',
  'mail',
  'static',
  'assets',
];

export const SUBDOMAIN_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,61}[a-z0-9])$/;

export const subdomainField = z
  .string({ error: SESSION_MESSAGES.required })
  .trim()
  .toLowerCase()
  .regex(SUBDOMAIN_PATTERN, ACCOUNT_MESSAGES.subdomain)
  .refine((value) => !RESERVED_SUBDOMAINS.includes(value), ACCOUNT_MESSAGES.subdomainTaken);

/**
 * POST /shop/customer/create/: the spec's fields, plus the store a seller opens
 * (`should_have_store`): its subdomain and name, required then.
 */
export const signUpRequestSchema = customerCreateRequestSchema
  .extend({
    subdomain: subdomainField.optional(),
    storeName: z.string().trim().max(100).optional(),
  })
  .superRefine((value, context) => {
    if (!value.should_have_store) return;
    if (!value.subdomain)
      context.addIssue({ code: 'custom', path: ['subdomain'], message: SESSION_MESSAGES.required });
    if (!value.storeName)
      context.addIssue({
        code: 'custom',
        path: ['storeName'],
        message: ACCOUNT_MESSAGES.storeName,
      });
  });
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

const required = z.string({ error: SESSION_MESSAGES.required }).min(1, SESSION_MESSAGES.required);
const twoFactorCode = z
  .string({ error: SESSION_MESSAGES.required })
  .trim()
  .regex(TWO_FACTOR_CODE_PATTERN, SESSION_MESSAGES.twoFactor);
const optionalCode = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value ? value : null));

export const verifyEmailRequestSchema = z.object({ token: required });
/** A new verification link: for the signed-in user, or by address when signed out. */
export const resendVerificationRequestSchema = z.object({
  email: z
    .string()
    .trim()
    .pipe(z.email(SESSION_MESSAGES.email))
    .optional()
    .or(z.literal('').transform(() => undefined)),
});
export const eulaAcceptRequestSchema = z.object({
  version: z.literal(EULA_VERSION, { error: ACCOUNT_MESSAGES.eulaVersion }),
});

export const changeEmailRequestSchema = z.object({
  email: z
    .string({ error: SESSION_MESSAGES.required })
    .trim()
    .min(1, SESSION_MESSAGES.required)
    .pipe(z.email(SESSION_MESSAGES.email)),
  password: required,
});

export const changePasswordRequestSchema = z
  .object({
    currentPassword: required,
    password: newPasswordField,
    password_confirmation: z.string({ error: SESSION_MESSAGES.required }),
  })
  .refine((value) => value.password === value.password_confirmation, {
    message: SESSION_MESSAGES.passwordMismatch,
    path: ['password_confirmation'],
  });

/** The confirm-password overlay: the password, plus a second factor when the account has one. */
export const confirmPasswordRequestSchema = z.object({
  password: required,
  twoFactorAuthCode: optionalCode,
  recoveryCode: optionalCode,
});

export const twoFactorConfirmRequestSchema = z.object({ code: twoFactorCode });

/** One signed-in browser of the account, for the settings' sessions list. */
export const accountSessionSchema = z.object({
  id: z.string(),
  userAgent: z.string(),
  createdAt: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const accountSettingsSchema = z.object({
  email: z.string(),
  verified: z.boolean(),
  twoFactor: z.boolean(),
  recoveryCodesLeft: z.number(),
  eulaVersion: z.string().nullable(),
  sessions: z.array(accountSessionSchema),
});
export type AccountSettings = z.infer<typeof accountSettingsSchema>;
