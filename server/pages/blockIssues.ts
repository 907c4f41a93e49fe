import type { FieldIssue } from '../../src/errors';
import type { Block } from '../../src/model';
import { toFieldIssues } from '../../src/model';
import { REGISTRY_MESSAGES, migrateProperties, type BlockRegistry } from '../../src/registry';
import { isPseudoItem } from '../../src/rules';

/**
 * Every problem with a page's blocks, as field issues with dotted paths
 * (`blocks.0.items.1.properties.title`): a type nobody registered, or properties that
 * the type's own schema refuses (after migrating them to the type's current version).
 * Pseudo-items (`_name_`) are the builder's own placeholders and carry no type to check.
 */
export function blockIssues(
  blocks: readonly Block[],
  registry: BlockRegistry,
  path = 'blocks',
): FieldIssue[] {
  return blocks.flatMap((block, index) => {
    const at = `${path}.${index}`;
    if (isPseudoItem(block)) return [];
    const type = registry.find(block.type);
    if (!type)
      return [{ field: `${at}.type`, message: REGISTRY_MESSAGES.unregistered(block.type) }];
    const parsed = type.properties.safeParse(migrateProperties(type, block.properties));
    const own = parsed.success
      ? []
      : toFieldIssues(parsed.error).map((issue) => ({
          field: `${at}.properties.${issue.field}`,
          message: issue.message,
        }));
    return [...own, ...blockIssues(block.items, registry, `${at}.items`)];
  });
}
