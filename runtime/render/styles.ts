import type { BlockRegistry } from '../../src/registry';
import { baseStyles, shellStyles } from '../shell/styles';
import { gridStyles } from './grid';

const cache = new WeakMap<BlockRegistry, string>();

/**
 * The storefront's one stylesheet: base, grid, shell, and every block type's own styles
 * (block styles are data in their definitions, so this works the same under Node).
 * Built once per registry.
 */
export function storefrontStylesheet(registry: BlockRegistry): string {
  const hit = cache.get(registry);
  if (hit) return hit;
  const blockStyles = registry
    .all()
    .map((type) => type.styles?.trim())
    .filter(Boolean)
    .join('\n');
  const css = [baseStyles.trim(), gridStyles, shellStyles.trim(), blockStyles].join('\n');
  cache.set(registry, css);
  return css;
}
