import { z } from 'zod';
import {
  AFFILIATE_CODE_MAX_LENGTH,
  AFFILIATE_CODE_MIN_LENGTH,
  AFFILIATE_MESSAGES,
} from '../../src/affiliates/settings';
import { ConflictError, ValidationError } from '../../src/errors';
import { alphaDash, email, maxLength, minLength, required, validate } from '../../src/validation';

/**
 * An affiliate's settings: where their earnings are paid, the code in their link, and
 * whether they hear about each sale. One resource: the block GETs it from its path and
 * POSTs the edited settings back to the same path.
 */
export const CODE_MIN_LENGTH = AFFILIATE_CODE_MIN_LENGTH;
export const CODE_MAX_LENGTH = AFFILIATE_CODE_MAX_LENGTH;

export const affiliateSettingsSchema = z.object({
  payoutEmail: z.string().default(''),
  code: z.string().default(''),
  notifyOnSale: z.boolean().default(true),
  /** Percent of each sale the seller pays this affiliate; null when the path does not say. */
  commissionRate: z.number().min(0).nullable().default(null),
  /** The version read, sent back so a stale save is refused; 0 before joining. */
  version: z.number().int().min(0).default(0),
});
export type AffiliateSettings = z.output<typeof affiliateSettingsSchema>;

export type SettingsErrors = Partial<Record<'payoutEmail' | 'code', string>>;

export const AFFILIATE_SETTINGS_MESSAGES = {
  saved: 'Your settings have been saved',
  failure: 'Oops... Something went wrong, please try again later',
  stale: AFFILIATE_MESSAGES.stale,
} as const;

/** Payout email required and valid; code required, letters, digits, dashes and underscores, 3 to 20 long. */
export function validateSettings(
  settings: Pick<AffiliateSettings, 'payoutEmail' | 'code'>,
): SettingsErrors {
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

export type SettingsPayload = Pick<
  AffiliateSettings,
  'payoutEmail' | 'code' | 'notifyOnSale' | 'version'
>;

export function settingsPayload(settings: SettingsPayload): SettingsPayload {
  return {
    payoutEmail: settings.payoutEmail.trim(),
    code: settings.code.trim(),
    notifyOnSale: settings.notifyOnSale,
    version: settings.version,
  };
}

/** Failures follow the newsletter pattern: a validation answer shows its own message. */
export function saveFailure(error: unknown): { message: string; report: boolean } {
  if (error instanceof ValidationError) return { message: error.firstMessage, report: false };
  if (error instanceof ConflictError)
    return { message: AFFILIATE_SETTINGS_MESSAGES.stale, report: false };
  return { message: AFFILIATE_SETTINGS_MESSAGES.failure, report: true };
}

const percent = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });

/** The rate the seller set, in the affiliate's words. */
export const commissionLine = (rate: number): string =>
  `You earn ${percent.format(rate)}% of each sale, before VAT and shipping.`;
