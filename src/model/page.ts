import { z } from 'zod';
import { blockSchema } from './block';
import {
  DEFAULT_LAYOUT,
  DEFAULT_PAGE_SPACING,
  LAYOUT_NAMES,
  LOGIN_STATES,
  PAGE_MODES,
} from './constants';
import { integer, numeric } from './numeric';

export const pageModeSchema = z.enum(PAGE_MODES);
export type PageMode = z.infer<typeof pageModeSchema>;

export const loginStateSchema = z.enum(LOGIN_STATES);
export type LoginState = z.infer<typeof loginStateSchema>;

export const layoutNameSchema = z.enum(LAYOUT_NAMES);
export type LayoutName = z.infer<typeof layoutNameSchema>;

/**
 * Page properties are stored as `{ key: { value } }` (the spec reads a page's title as
 * `properties.title.value`). Unknown keys are kept, in the same wrapped form.
 */
const property = <T extends z.ZodType>(schema: T) => z.object({ value: schema });

export const pagePropertiesSchema = z
  .object({
    loginState: property(loginStateSchema).default({ value: 'everyone' }),
    title: property(z.string().max(200, 'A page title is at most 200 characters')).default({
      value: '',
    }),
    description: property(
      z.string().max(1000, 'A page description is at most 1000 characters'),
    ).default({ value: '' }),
    ogImage: property(z.string().nullable()).default({ value: null }),
    isSearchable: property(z.boolean()).default({ value: true }),
    searchIcon: property(z.string()).default({ value: '' }),
    ySpacing: property(numeric.pipe(z.number().min(0).max(200))).default({
      value: DEFAULT_PAGE_SPACING,
    }),
    isStorePage: property(z.boolean()).default({ value: true }),
    isMailPage: property(z.boolean()).default({ value: false }),
  })
  .catchall(property(z.unknown()));
export type PageProperties = z.output<typeof pagePropertiesSchema>;

export const pageSchema = z.object({
  id: integer.pipe(z.number().positive()).optional(),
  uuid: z.string().min(1).optional(),
  url: z.string().max(500, 'A page url is at most 500 characters').nullable().default(null),
  layout: layoutNameSchema.default(DEFAULT_LAYOUT),
  blocks: z.array(blockSchema).default([]),
  flags: z.array(z.string()).default([]),
  properties: pagePropertiesSchema.default(() => pagePropertiesSchema.parse({})),
  preloadables: z.array(z.string()).default([]),
  version: integer.pipe(z.number().min(0)).default(0),
  divisionId: integer.nullable().default(null),
  published: z.boolean().default(true),
  sitemap: z.boolean().default(true),
  edited: z.string().nullable().default(null),
  keyPhraseCampaignId: integer.nullable().default(null),
  mode: pageModeSchema.default('unknown'),
  theme: z.string().nullable().default(null),
});

export type Page = z.output<typeof pageSchema>;
export type PageInput = z.input<typeof pageSchema>;

/** The page fields a client sends on POST and PATCH. */
export const pageWriteSchema = pageSchema.pick({
  id: true,
  uuid: true,
  url: true,
  layout: true,
  flags: true,
  properties: true,
  blocks: true,
  published: true,
  edited: true,
  sitemap: true,
  keyPhraseCampaignId: true,
  divisionId: true,
  mode: true,
  theme: true,
  version: true,
});
export type PageWrite = z.output<typeof pageWriteSchema>;
