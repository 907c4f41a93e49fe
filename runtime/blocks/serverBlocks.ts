import type { BlockRegistry } from '../../src/registry';
import type { BlockComponent } from './components';
import type { StorefrontBlocks } from './types';

/** Block code on the server: the whole registry is loaded; `ready` records what a page uses. */
export function serverBlocks(registry: BlockRegistry): StorefrontBlocks {
  const used = new Set<string>();
  const lookup = (name: string) => registry.find(name);
  return {
    // Pages arrive prepared (runtime/data/preparePage), so the views render them: the same
    // components the browser hydrates with.
    component: (type) => {
      const definition = registry.find(type);
      return (definition?.view ?? definition?.component) as BlockComponent | undefined;
    },
    async ready(types) {
      for (const type of types) if (registry.has(type)) used.add(type);
    },
    definitions: async () => lookup,
    used: () => [...used].sort(),
  };
}
