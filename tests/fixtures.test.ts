import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { registry } from '../blocks';
import { pageSchema, type Block } from '../src/model';
import { migrateProperties } from '../src/registry';

/**
 * Every fixture page is a page the product can open: each block's type is registered and
 * its properties parse with that type's schema after migration, with no key the type does
 * not know (special properties aside).
 */
const FIXTURES = new URL('../fixtures/pages/', import.meta.url);
const names = readdirSync(FIXTURES).filter((name) => name.endsWith('.json'));
const SPECIAL = new Set([
  'template',
  'published',
  'conditions',
  'itemFactory',
  'blockVersion',
  'asyncItems',
  'asyncData',
]);

const everyBlock = (blocks: readonly Block[]): Block[] =>
  blocks.flatMap((block) => [block, ...everyBlock(block.items)]);

describe('fixture pages against the block registry', () => {
  it.each(names)('%s uses registered block types with valid properties', (name) => {
    const page = pageSchema.parse(JSON.parse(readFileSync(new URL(name, FIXTURES), 'utf8')));
    for (const block of everyBlock(page.blocks)) {
      const type = registry.find(block.type);
      expect(type, `block type ${block.type}`).toBeDefined();
      if (!type) continue;
      const migrated = migrateProperties(type, block.properties);
      const parsed = type.properties.safeParse(migrated);
      expect(
        parsed.success ? [] : parsed.error.issues,
        `${name} ${block.type} ${block.id}`,
      ).toStrictEqual([]);
      const known = new Set(
        Object.keys((type.properties.parse({}) as Record<string, unknown>) ?? {}),
      );
      const unknown = Object.keys(migrated).filter((key) => !known.has(key) && !SPECIAL.has(key));
      expect(unknown, `${name} ${block.type} unknown properties`).toStrictEqual([]);
    }
  });

  it('covers every registered block type in every-block.json', () => {
    const page = pageSchema.parse(
      JSON.parse(readFileSync(new URL('every-block.json', FIXTURES), 'utf8')),
    );
    const used = new Set(everyBlock(page.blocks).map((block) => block.type));
    expect(
      registry
        .all()
        .map((type) => type.name)
        .filter((name) => !used.has(name)),
    ).toStrictEqual([]);
  });
});
