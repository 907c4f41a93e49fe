import { z } from 'zod';
import { alphaDash, email, maxLength, minLength, required, ruledString } from '../validation';
import { MAX_COMMISSION_RATE_BP } from './commission';

/**
 * What an affiliate saves from the affiliateSettings block, as the server checks it: the
 * same rules and messages as the block's form. `version` 0 joins the programme; any
 * other is the version the affiliate read, refused (409) when someone saved since.
 */
export const AFFILIATE_CODE_MIN_LENGTH = 3;
export const AFFILIATE_CODE_MAX_LENGTH = 20;

export const AFFILIATE_MESSAGES = {
  codeTaken: 'This code is already taken',
  notJoined: "You haven't joined this store's affiliate programme yet",
  notFound: 'Affiliate not found',
  stale: 'These settings were changed elsewhere. Reload to see them.',
} as const;

export const affiliateSettingsWriteSchema = z.object({
  payoutEmail: ruledString([required, email]),
  code: ruledString([
    required,
    alphaDash,
    minLength(AFFILIATE_CODE_MIN_LENGTH),
    maxLength(AFFILIATE_CODE_MAX_LENGTH),
  ]),
  notifyOnSale: z.boolean().default(true),
  version: z.number().int().min(0).default(0),
});
export type AffiliateSettingsWrite = z.output<typeof affiliateSettingsWriteSchema>;

/** The seller's change to one affiliate: the rate in percent, up to two decimals. */
export const affiliateRateWriteSchema = z.object({
  commissionRate: z
    .number()
    .min(0, 'Enter a rate from 0 to 50%')
    .max(MAX_COMMISSION_RATE_BP / 100, 'Enter a rate from 0 to 50%')
    .multipleOf(0.01, 'Use at most two decimals'),
  version: z.number().int().min(1),
});

export const rateToBasisPoints = (percent: number): number => Math.round(percent * 100);
export const basisPointsToRate = (bp: number): number => bp / 100;
