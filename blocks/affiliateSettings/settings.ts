import { z } from 'zod';
import { ValidationError } from '../../src/errors';
import { alphaDash, email, maxLength, minLength, required, validate } from '../../src/validation';

/**
 * An affiliate's settings: where their earnings are paid, the code in their link, and
 * whether they hear about each sale. One resource: the block GETs it from its path and
 * POSTs the edited settings back to the same path.
 */
export const CODE_MIN_LENGTH = 3;
export const CODE_MAX_LENGTH = 20;

export const affiliateSettingsSchema = z.object({
  payoutEmail: z.string().default(''),
  code: z.string().default(''),
  notifyOnSale: z.boolean().default(true),
});
export type AffiliateSettings = z.output<typeof affiliateSettingsSchema>;

export type SettingsErrors = Partial<Record<'payoutEmail' | 'code', string>>;

export const AFFILIATE_SETTINGS_MESSAGES = {
  saved: 'Your settings have been saved',
  failure: 'Oops... Something went wrong, please try again later',
} as const;

/** Payout email required and valid; code required, letters, digits, dashes and underscores, 3 to 20 long. */
export function validateSettings(settings: AffiliateSettings): SettingsErrors {
  const errors: SettingsErrors = {};
  const payoutEmail = validate(settings.payoutEmail, [required, email]);
  const code = validate(settings.code, [
    required,
    alphaDash,
    minLength(CODE_MIN_LENGTH),
    maxLength(CODE_MAX_LENGTH),
  ]);
  if (payoutEmail !== undefined) errors.payoutEmail = payoutEmail;
  if (code !== undefined) errors.code = code;
  return errors;
}

export function settingsPayload(settings: AffiliateSettings): AffiliateSettings {
  return {
    payoutEmail: settings.payoutEmail.trim(),
    code: settings.code.trim(),
    notifyOnSale: settings.notifyOnSale,
  };
}

/** Failures follow the newsletter pattern: a validation answer shows its own message. */
export function saveFailure(error: unknown): { message: string; report: boolean } {
  if (error instanceof ValidationError) return { message: error.firstMessage, report: false };
  return { message: AFFILIATE_SETTINGS_MESSAGES.failure, report: true };
}
