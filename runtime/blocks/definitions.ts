import type { AnyBlockType } from '../../src/registry';

/** Every block folder's definition, loaded on demand, by folder name (= type name). */
const definitionModules = import.meta.glob<AnyBlockType>('../../blocks/*/index.ts', {
  import: 'default',
});

/** `../../blocks/pod/index.ts` -> `pod`. */
export const definitionLoaders: Readonly<Record<string, () => Promise<AnyBlockType>>> =
  Object.fromEntries(
    Object.entries(definitionModules).map(([path, load]) => [path.split('/').at(-2) ?? path, load]),
  );
