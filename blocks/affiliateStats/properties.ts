import { z } from 'zod';
import { asyncPathProperty } from '../../src/model/asyncPath';

export const affiliateStatsProperties = z.object({
  title: z.string().default('Your affiliate stats'),
  /** Names the period the path reports on; the path decides the period itself. */
  period: z.string().default('Last 30 days'),
  /** GET path answering `{ clicks, orders, sales, commission }`. */
  asyncData: asyncPathProperty,
});

export type AffiliateStatsProperties = z.output<typeof affiliateStatsProperties>;
