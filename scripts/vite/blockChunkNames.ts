import type { Plugin, Rolldown } from 'vite';
import { blockTypeOfView } from '../../runtime/blocks/viewConvention.js';

/**
 * Names each block type's storefront chunk after its component (`Banner-<hash>.js`), not
 * after the view file the loaders import (`view-<hash>.js`, the same name for every type).
 *
 * Every `blocks/<type>/index.ts` takes its component from `./view`, so the view file and the
 * component have the same importers and the bundler puts them in one chunk: the browser
 * loads the component's code directly, with no re-exporting chunk in front of it. That
 * chunk's entry is the view file; its name comes from the module the view re-exports.
 */

type ChunkFileNames = NonNullable<Rolldown.OutputOptions['chunkFileNames']>;

/** Vite's own pattern, used when the output options name none. */
const DEFAULT_PATTERN = 'assets/[name]-[hash].js';

/** `/app/blocks/banner/Banner.tsx` -> `Banner`. */
const baseName = (id: string) => (id.split('/').at(-1) ?? id).replace(/\.[^.]+$/, '');

/**
 * Pure: the name of a block view's chunk, from the module the view re-exports (its only
 * import); undefined for any other module, or a view that imports other than one module.
 */
export function componentChunkName(id: string, importedIds: readonly string[]): string | undefined {
  const [component, ...others] = importedIds;
  return blockTypeOfView(id) && component && others.length === 0 ? baseName(component) : undefined;
}

/** Pure: the output's chunk file names, with `[name]` replaced for the chunks entered at a named view. */
export function withComponentNames(
  chunkFileNames: ChunkFileNames,
  names: ReadonlyMap<string, string>,
): ChunkFileNames {
  return (chunk) => {
    const pattern = typeof chunkFileNames === 'function' ? chunkFileNames(chunk) : chunkFileNames;
    const name = chunk.facadeModuleId ? names.get(chunk.facadeModuleId) : undefined;
    return name ? pattern.replaceAll('[name]', name) : pattern;
  };
}

export function blockChunkNames(): Plugin {
  const names = new Map<string, string>();
  return {
    name: 'storefront-block-chunk-names',
    apply: 'build',
    buildStart() {
      names.clear();
    },
    moduleParsed(info) {
      const name = componentChunkName(info.id, info.importedIds);
      if (name) names.set(info.id, name);
    },
    outputOptions(options) {
      return {
        ...options,
        chunkFileNames: withComponentNames(options.chunkFileNames ?? DEFAULT_PATTERN, names),
      };
    },
  };
}
