import type { AnyBlockType } from '../../src/registry';
import { blockComponentLoaders, type BlockComponent } from './components';
import type { BlockTypeLookup, StorefrontBlocks } from './types';

type Loader<T> = () => Promise<T>;

/**
 * The loaders of every block definition. Only client navigation needs definitions, so
 * even their list arrives with the first one.
 */
const definitionLoaders = async (): Promise<Readonly<Record<string, Loader<AnyBlockType>>>> =>
  (await import('./definitions')).definitionLoaders;

/**
 * Block code in the browser, fetched per type the first time a page needs it and kept.
 * An unknown type (not registered on this build) is skipped, as the renderer skips it.
 */
export function clientBlocks(
  components: Readonly<Record<string, Loader<BlockComponent>>> = blockComponentLoaders,
  definitions: () => Promise<Readonly<Record<string, Loader<AnyBlockType>>>> = definitionLoaders,
): StorefrontBlocks {
  const readyComponents = new Map<string, BlockComponent>();
  const loadedDefinitions = new Map<string, AnyBlockType>();
  const pending = new Map<string, Promise<unknown>>();

  const once = <T>(key: string, load: () => Promise<T>): Promise<T> => {
    let promise = pending.get(key) as Promise<T> | undefined;
    if (!promise) {
      promise = load();
      pending.set(key, promise);
      // A failed load may be retried (a flaky network must not break the type for good).
      promise.catch(() => pending.delete(key));
    }
    return promise;
  };

  const loadDefinition = async (type: string) => {
    if (loadedDefinitions.has(type)) return;
    const load = (await once('definitions', definitions))[type];
    if (!load) return;
    loadedDefinitions.set(type, await once(`definition:${type}`, load));
  };

  const loadComponent = async (type: string) => {
    if (readyComponents.has(type)) return;
    const load = components[type];
    if (load) {
      readyComponents.set(type, await once(`component:${type}`, load));
      return;
    }
    await loadDefinition(type);
    const definition = loadedDefinitions.get(type);
    if (definition) readyComponents.set(type, definition.component as BlockComponent);
  };

  const lookup: BlockTypeLookup = (name) => loadedDefinitions.get(name);

  return {
    component: (type) => readyComponents.get(type),
    async ready(types) {
      await Promise.all([...new Set(types)].map(loadComponent));
    },
    async definitions(types) {
      await Promise.all([...new Set(types)].map(loadDefinition));
      return lookup;
    },
    used: () => [...readyComponents.keys()].sort(),
  };
}
