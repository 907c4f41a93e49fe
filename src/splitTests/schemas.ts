import { z } from 'zod';
import { HOMEPAGE_VARIANTS } from './assignment';
import {
  CREATE_MESSAGES,
  TEST_NAME_MAX,
  TEST_NAME_PATTERN,
  VARIATIONS_MAX,
  VARIATIONS_MIN,
} from './createRules';

export const SPLIT_TEST_STATUSES = ['draft', 'running', 'stopped'] as const;
export type SplitTestStatus = (typeof SPLIT_TEST_STATUSES)[number];

const name = z
  .string()
  .trim()
  .min(1, CREATE_MESSAGES.nameRequired)
  .max(TEST_NAME_MAX, CREATE_MESSAGES.nameTooLong)
  .regex(TEST_NAME_PATTERN, CREATE_MESSAGES.nameCharacters);

/**
 * A new homepage split test: Old is the store's homepage, New the page chosen to show at
 * / instead (spec: homepage split variants Old or New).
 */
export const createHomepageTestSchema = z.object({
  kind: z.literal('homepage'),
  name,
  newPageId: z.number({ error: 'Choose the page to show as the new homepage' }).int().positive(),
});

/** A new block split test: the variations its container's slots hold, one the default. */
export const createBlockTestSchema = z.object({
  kind: z.literal('block'),
  name,
  variations: z
    .array(z.object({ name, default: z.boolean().default(false) }))
    .min(VARIATIONS_MIN, CREATE_MESSAGES.tooFewVariations)
    .max(VARIATIONS_MAX, CREATE_MESSAGES.tooManyVariations)
    .refine((list) => list.filter((v) => v.default).length === 1, CREATE_MESSAGES.oneDefault)
    .refine(
      (list) => new Set(list.map((v) => v.name.toLowerCase())).size === list.length,
      CREATE_MESSAGES.distinctNames,
    ),
});

export const createSplitTestSchema = z.discriminatedUnion('kind', [
  createHomepageTestSchema,
  createBlockTestSchema,
]);
export type CreateSplitTest = z.infer<typeof createSplitTestSchema>;

export const splitTestVersionSchema = z.object({ version: z.number().int().positive() });

export const splitTestViewSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(['homepage', 'block']),
  status: z.enum(SPLIT_TEST_STATUSES),
  version: z.number(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  stoppedAt: z.string().nullable(),
  variations: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      default: z.boolean(),
      pageId: z.number().nullable(),
    }),
  ),
});
export type SplitTestView = z.infer<typeof splitTestViewSchema>;

export const splitTestResultsSchema = z.object({
  test: splitTestViewSchema,
  variations: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      visitors: z.number(),
      addedToBasket: z.number(),
      ordered: z.number(),
    }),
  ),
});
export type SplitTestResultsView = z.infer<typeof splitTestResultsSchema>;

/** The homepage test's variations, in the spec's names. */
export const homepageVariations = (homepageId: number | null, newPageId: number) => [
  { name: HOMEPAGE_VARIANTS[0], default: true, pageId: homepageId },
  { name: HOMEPAGE_VARIANTS[1], default: false, pageId: newPageId },
];

/** A split-test block on one of the store's pages, offered when creating a block test. */
export const splitTestBlockViewSchema = z.object({
  pageId: z.number(),
  pageTitle: z.string(),
  pageUrl: z.string(),
  name: z.string(),
  variations: z.array(z.object({ name: z.string(), default: z.boolean() })),
  /** Why it cannot become a test as it stands (the create schema's message), or null. */
  problem: z.string().nullable(),
});
export type SplitTestBlockView = z.infer<typeof splitTestBlockViewSchema>;
