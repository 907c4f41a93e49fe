import type { BlockRegistry } from '../../src/registry';
import { baseStyles, shellStyles } from '../shell/styles';
import { gridStyles } from './grid';

/** The name of the size container every page's blocks lay out in (`.pb-root`). */
export const PAGE_CONTAINER = 'pb';

/**
 * Page content responds to the width of the page it sits in, not the window: breakpoints
 * in grid and block styles become container queries on `.pb-root`. On the storefront the
 * page is as wide as the window, so nothing changes; in the editor the canvas can preview
 * a phone or a tablet width inside a desktop window.
 */
export function toContainerQueries(css: string): string {
  return css.replace(
    /@media\s*\(\s*(min|max)-width\s*:/g,
    (_match, bound: string) => `@container ${PAGE_CONTAINER} (${bound}-width:`,
  );
}

/** Styles for the page content itself: the grid and every block type's own styles. */
export function pageContentStyles(registry: BlockRegistry): string {
  const blockStyles = registry
    .all()
    .map((type) => type.styles?.trim())
    .filter(Boolean)
    .join('\n');
  return toContainerQueries(
    [`.pb-root{container:${PAGE_CONTAINER} / inline-size}`, gridStyles, blockStyles].join('\n'),
  );
}

const cache = new WeakMap<BlockRegistry, string>();

/**
 * The storefront's one stylesheet: base, shell, grid and every block type's own styles
 * (block styles are data in their definitions, so this works the same under Node).
 * Built once per registry.
 */
export function storefrontStylesheet(registry: BlockRegistry): string {
  const hit = cache.get(registry);
  if (hit) return hit;
  const css = [baseStyles().trim(), shellStyles.trim(), pageContentStyles(registry)].join('\n');
  cache.set(registry, css);
  return css;
}
