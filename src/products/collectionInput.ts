import { z } from 'zod';
import { urlNameField } from './productInput';

/**
 * A seller's collection: products either in an order the seller chose, or picked by a
 * rule (a tag, the newest, or the bestsellers) each time the storefront asks.
 */
export const COLLECTION_MESSAGES = {
  nameRequired: 'Please enter a name',
  tagRequired: 'Please enter the tag to collect',
  conflict: 'This collection was changed by someone else',
  notFound: 'Collection not found',
} as const;

export const COLLECTION_RULES = ['tag', 'newest', 'bestseller'] as const;
export type CollectionRule = (typeof COLLECTION_RULES)[number];

export const collectionInputSchema = z
  .object({
    name: z
      .string({ error: COLLECTION_MESSAGES.nameRequired })
      .trim()
      .min(1, COLLECTION_MESSAGES.nameRequired)
      .max(120),
    urlName: urlNameField,
    banner: z.string().trim().max(2000).nullable().default(null),
    /** 'manual': productIds in this order; otherwise the rule decides. */
    mode: z.enum(['manual', 'rule']).default('manual'),
    rule: z.enum(COLLECTION_RULES).nullable().default(null),
    ruleTag: z.string().trim().max(40).default(''),
    productIds: z.array(z.number().int().positive()).max(2000).default([]),
    active: z.boolean().default(true),
  })
  .superRefine((input, ctx) => {
    if (input.mode === 'rule' && input.rule === null)
      ctx.addIssue({ code: 'custom', path: ['rule'], message: 'Please choose a rule' });
    if (input.mode === 'rule' && input.rule === 'tag' && input.ruleTag === '')
      ctx.addIssue({ code: 'custom', path: ['ruleTag'], message: COLLECTION_MESSAGES.tagRequired });
  });
export type CollectionInput = z.input<typeof collectionInputSchema>;
export type ParsedCollectionInput = z.output<typeof collectionInputSchema>;

export const collectionUpdateSchema = z.object({
  version: z.number().int().min(1),
  collection: collectionInputSchema,
});
