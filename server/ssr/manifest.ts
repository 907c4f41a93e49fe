import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The built client entries, read from Vite's manifest (dist/client/.vite/manifest.json):
 * an entry's script, the stylesheets of it and its static imports, and its static
 * imports to preload; and the chunks of block types a page shows. Pure over the parsed
 * files; `readManifest` and `readBlockChunks` are the file reads.
 */
export const RUNTIME_ENTRY = 'runtime/entry-client.tsx';
export const DASHBOARD_ENTRY = 'dashboard/entry.tsx';
export const ATLAS_ENTRY = 'atlas/entry.tsx';

export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

export interface EntryAssets {
  scripts: string[];
  styles: string[];
  preload: string[];
}

export const NO_ASSETS: EntryAssets = { scripts: [], styles: [], preload: [] };

export function entryAssets(manifest: Manifest, entry: string): EntryAssets {
  const chunk = manifest[entry];
  if (!chunk) return NO_ASSETS;
  const styles = new Set<string>();
  const preload = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string, isRoot: boolean) => {
    if (seen.has(key)) return;
    seen.add(key);
    const each = manifest[key];
    if (!each) return;
    for (const css of each.css ?? []) styles.add(`/${css}`);
    if (!isRoot) preload.add(`/${each.file}`);
    for (const imported of each.imports ?? []) visit(imported, false);
  };
  visit(entry, true);
  return { scripts: [`/${chunk.file}`], styles: [...styles], preload: [...preload] };
}

/**
 * Block type -> its storefront component's chunk and the chunks that imports, site-relative;
 * written by the build beside the manifest (scripts/vite/blockChunks.ts).
 */
export type BlockChunks = Readonly<Record<string, readonly string[]>>;
export const BLOCK_CHUNKS_FILE = '.vite/block-chunks.json';

/**
 * The chunks to preload for a page showing these block types: their code less what the
 * entry already loads. Without them the browser would learn of a block's chunks only once
 * the entry has run and read the page's block types, one round trip before hydrating.
 */
export function blockPreload(
  chunks: BlockChunks,
  types: readonly string[],
  entry: EntryAssets,
): string[] {
  const loaded = new Set([...entry.scripts, ...entry.preload]);
  const preload = new Set<string>();
  for (const type of types)
    for (const file of chunks[type] ?? []) if (!loaded.has(file)) preload.add(file);
  return [...preload];
}

const readJson = <T>(clientDir: string, file: string): T | null => {
  try {
    return JSON.parse(readFileSync(join(clientDir, file), 'utf8')) as T;
  } catch {
    return null;
  }
};

/** The editor's own build writes its manifest beside Vite's (scripts/vite/editorBuild.ts). */
export const EDITOR_MANIFEST_FILE = '.vite/editor-manifest.json';

/**
 * The storefront build's manifest with the editor build's laid over it: the editor's entry
 * and chunks come from its own build when there is one (an older build has the editor in
 * the main manifest). Chunk keys carry their content hash, so the two never disagree.
 */
export const readManifest = (clientDir: string): Manifest | null => {
  const main = readJson<Manifest>(clientDir, join('.vite', 'manifest.json'));
  const editor = readJson<Manifest>(clientDir, EDITOR_MANIFEST_FILE);
  return main || editor ? { ...main, ...editor } : null;
};

/** Absent (a build from before the file existed) reads as no chunks: pages still work, one round trip slower. */
export const readBlockChunks = (clientDir: string): BlockChunks =>
  readJson<BlockChunks>(clientDir, BLOCK_CHUNKS_FILE) ?? {};
