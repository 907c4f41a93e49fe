import type { ComponentType, CSSProperties, ReactElement } from 'react';
import type { z } from 'zod';
import { BLOCK_TEMPLATE_V2, GRID_COLUMNS, MIN_BLOCK_WIDTH, blockSchema, newId } from '../model';
import type { BlockInput } from '../model';
import type { FieldDescriptor } from './fields';
import { BLOCK_VERSION_KEY } from './properties';
import type {
  BlockComponentProps,
  BlockLoadArgs,
  BlockMigration,
  BlockType,
  Compatibility,
  ItemFactoryDefinition,
  MailRendererProps,
} from './types';

/** What a block plugin declares; `defineBlock` fills in the rest. */
export interface BlockDefinition<S extends z.ZodType, D = unknown> {
  name: string;
  title: string;
  description: string;
  category: BlockType['category'];
  /** Defaults to 1 with no migrations. */
  version?: number;
  migrations?: readonly BlockMigration[];
  compatibility?: readonly Compatibility[];
  /** The properties schema, with the spec's defaults (`.default(...)` on each key). */
  properties: S;
  fields: readonly FieldDescriptor[];
  size?: { default?: number; min?: number };
  children?: { allowed: readonly string[] | '*' };
  component: ComponentType<BlockComponentProps<z.output<S>, D>>;
  prepare?: (properties: z.output<S>) => z.output<S>;
  view?: ComponentType<BlockComponentProps<z.output<S>, D>>;
  mail?: (props: MailRendererProps<z.output<S>, D>) => ReactElement | null;
  load?: (args: BlockLoadArgs<z.output<S>>) => Promise<D>;
  itemFactories?: Record<string, ItemFactoryDefinition>;
  styles?: string;
  pro?: boolean;
  interactive?: boolean;
  richText?: 'html';
  sellerHtml?: readonly (keyof z.output<S> & string)[];
  inlineText?: { style: (properties: z.output<S>) => CSSProperties };
  fixedWhenFirst?: boolean;
}

/**
 * The one contract a block plugin implements. Returns a registrable block type whose
 * builder makes a valid v2 (template) block with the type's defaults and current version.
 */
export function defineBlock<S extends z.ZodType, D = unknown>(
  definition: BlockDefinition<S, D>,
): BlockType<z.output<S>, D> {
  const version = definition.version ?? 1;
  const migrations = definition.migrations ?? [];
  if (migrations.length !== version - 1) {
    throw new Error(`${definition.name}: version ${version} needs ${version - 1} migrations`);
  }
  if (definition.inlineText && !definition.richText) {
    throw new Error(`${definition.name}: in-place text editing needs rich text (richText)`);
  }
  const size = {
    default: definition.size?.default ?? GRID_COLUMNS,
    min: Math.max(MIN_BLOCK_WIDTH, definition.size?.min ?? MIN_BLOCK_WIDTH),
  };
  const builder = (init: Partial<BlockInput> = {}) => {
    const id = init.id ?? newId();
    const defaults = definition.properties.parse({}) as Record<string, unknown>;
    return blockSchema.parse({
      ...init,
      id,
      uid: init.uid ?? id,
      type: definition.name,
      size: init.size ?? { x: size.default, y: 1 },
      properties: {
        ...defaults,
        template: BLOCK_TEMPLATE_V2,
        [BLOCK_VERSION_KEY]: version,
        ...init.properties,
      },
    });
  };
  return {
    ...definition,
    properties: definition.properties as unknown as z.ZodType<z.output<S>>,
    version,
    migrations,
    compatibility: new Set(definition.compatibility ?? ['page']),
    sellerHtml: definition.sellerHtml ?? [],
    size,
    builder,
  };
}
