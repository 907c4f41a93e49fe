import type { Plugin } from 'vite';
import { blockTypeOfView } from '../../runtime/blocks/viewConvention.js';
import { BLOCK_CHUNKS_FILE, type BlockChunks } from '../../server/ssr/manifest.js';

/**
 * The browser code of each block type, as built: type -> the chunk holding its storefront
 * component and every chunk that one imports, site-relative. The SSR host preloads the
 * chunks of the blocks a page shows (server/ssr/manifest.ts, `blockPreload`), so they load
 * with the HTML instead of after the entry has run (vite.config.ts turns off Vite's own
 * preload table, which lists every lazy import's dependencies in the entry).
 *
 * Vite's manifest cannot say this: block components are shared with the editor build, so
 * their chunks carry no source path, only a file name. The component loaders do: they
 * import each type's view by convention (`blocks/<type>/view.ts`, runtime/blocks/viewConvention.ts),
 * so the type is read from the imported module's path (`blockTypeOfView`).
 */
export const COMPONENT_LOADERS = '/runtime/blocks/components.ts';

export interface BuiltChunk {
  fileName: string;
  moduleIds: readonly string[];
  imports: readonly string[];
}

/** Pure: the map from the built chunks and the module ids the component loaders import. */
export function blockChunksOf(
  chunks: readonly BuiltChunk[],
  componentModuleIds: readonly string[],
): BlockChunks {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const chunkOfModule = new Map<string, BuiltChunk>();
  for (const chunk of chunks) for (const id of chunk.moduleIds) chunkOfModule.set(id, chunk);
  const withImports = (chunk: BuiltChunk): string[] => {
    const files = new Set<string>();
    const visit = (each: BuiltChunk | undefined) => {
      if (!each || files.has(each.fileName)) return;
      files.add(each.fileName);
      for (const imported of each.imports) visit(byFile.get(imported));
    };
    visit(chunk);
    return [...files].map((file) => `/${file}`);
  };
  const map: Record<string, string[]> = {};
  for (const id of componentModuleIds) {
    const type = blockTypeOfView(id);
    const chunk = chunkOfModule.get(id);
    if (type && chunk) map[type] = withImports(chunk);
  }
  return map;
}

/** Writes BLOCK_CHUNKS_FILE beside Vite's manifest in the client build. */
export function blockChunks(): Plugin {
  return {
    name: 'storefront-block-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const loaders = [...this.getModuleIds()].find((id) => id.endsWith(COMPONENT_LOADERS));
      if (!loaders) return;
      const componentModuleIds = this.getModuleInfo(loaders)?.dynamicallyImportedIds ?? [];
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [{ fileName: output.fileName, moduleIds: output.moduleIds, imports: output.imports }]
          : [],
      );
      this.emitFile({
        type: 'asset',
        fileName: BLOCK_CHUNKS_FILE,
        source: JSON.stringify(blockChunksOf(chunks, componentModuleIds)),
      });
    },
  };
}
