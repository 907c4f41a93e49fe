import { z } from 'zod';
import { asyncPathProperty } from '../../src/model/asyncPath';
import { alphaDash, zodCheck } from '../../src/validation';

export const affiliateAttributionProperties = z.object({
  title: z.string().default('Your affiliate link'),
  copy: z
    .string()
    .default('Share this link. When someone buys through it, the sale counts for you.'),
  /** The store page the link opens. */
  landingPath: z
    .string()
    .trim()
    .regex(/^\/[^\s]*$/, 'Start the page with /')
    .default('/'),
  /** The query parameter carrying the code. */
  param: z.string().trim().min(1).check(zodCheck(alphaDash)).default('ref'),
  /** GET path answering the affiliate's `{ code, url? }`. */
  asyncData: asyncPathProperty,
});

export type AffiliateAttributionProperties = z.output<typeof affiliateAttributionProperties>;
