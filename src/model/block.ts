import { z } from 'zod';
import { GRID_COLUMNS, MIN_BLOCK_WIDTH } from './constants';
import { integer, orderNumber } from './numeric';

/** A named block condition; a bare string is the same as `{ name }`. */
export const blockConditionSchema = z.union([
  z.string().min(1),
  z.object({ name: z.string().min(1), args: z.array(z.unknown()).optional() }),
]);
export type BlockCondition = z.infer<typeof blockConditionSchema>;

/** A block's item factory: the factory's name and the name of the source it reads. */
export const itemFactorySchema = z.object({
  factory: z.string().min(1),
  source: z.string().optional(),
});
export type ItemFactory = z.infer<typeof itemFactorySchema>;

/**
 * Block properties are keyed values. The special ones are typed here; every other key is
 * validated by the block type's own schema (src/registry).
 */
export const blockPropertiesSchema = z
  .object({
    published: z.boolean().optional(),
    conditions: z.array(blockConditionSchema).optional(),
    itemFactory: itemFactorySchema.optional(),
    template: z.unknown().optional(),
  })
  .catchall(z.unknown());
export type BlockProperties = z.infer<typeof blockPropertiesSchema>;

export const BLOCK_WIDTH_MESSAGE = `A block is at least ${MIN_BLOCK_WIDTH} columns wide`;

/** x: width in columns of the 12-column grid (3 to 12); y: height in rows. */
export const blockSizeSchema = z.object({
  x: integer.pipe(
    z
      .number()
      .min(MIN_BLOCK_WIDTH, BLOCK_WIDTH_MESSAGE)
      .max(GRID_COLUMNS, `A block is at most ${GRID_COLUMNS} columns wide`),
  ),
  y: integer.pipe(z.number().min(1)).default(1),
});
export type BlockSize = z.infer<typeof blockSizeSchema>;

export const blockSchema = z.object({
  id: z.string().min(1),
  uid: z.string().min(1),
  type: z
    .string({ error: 'Unable to make block, no type was defined' })
    .min(1, 'Unable to make block, no type was defined'),
  size: blockSizeSchema.default({ x: GRID_COLUMNS, y: 1 }),
  properties: blockPropertiesSchema.default({}),
  get items(): z.ZodDefault<z.ZodArray<typeof blockSchema>> {
    return z.array(blockSchema).default([]);
  },
  flags: z.array(z.string()).default([]),
  order: orderNumber.default(Infinity),
  parent: z.string().nullable().default(null),
  page: integer.nullable().default(null),
  unpublished: z.boolean().default(false),
});

export type Block = z.output<typeof blockSchema>;
export type BlockInput = z.input<typeof blockSchema>;
