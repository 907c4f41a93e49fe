import { z } from 'zod';
import { asyncPathProperty } from '../../src/model/asyncPath';

export const affiliateSettingsProperties = z.object({
  title: z.string().default('Affiliate settings'),
  copy: z.string().default('Tell us where to pay your earnings and choose the code in your link.'),
  /** The settings resource: GET reads the signed-in affiliate's settings, POST saves them. */
  asyncData: asyncPathProperty,
});

export type AffiliateSettingsProperties = z.output<typeof affiliateSettingsProperties>;
