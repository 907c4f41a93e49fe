import { z } from 'zod';
import { iconSchema } from '../../src/media';

/**
 * A seller achievement badge (Manufacturer badges: code, unlocked). The dashboard page
 * fills these properties (or an asyncData path does); the block only shows one badge.
 */
export const badgeProperties = z.object({
  code: z.string().trim().max(60).default('first-sale'),
  title: z.string().trim().max(60).default('First sale'),
  description: z.string().trim().max(200).default('Awarded when your store makes its first sale.'),
  icon: iconSchema.default('trophy'),
  unlocked: z.boolean().default(false),
});

export type BadgeProperties = z.output<typeof badgeProperties>;
