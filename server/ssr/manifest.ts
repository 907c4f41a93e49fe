import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The built client entries, read from Vite's manifest (dist/client/.vite/manifest.json):
 * an entry's script, the stylesheets of it and its static imports, and its static
 * imports to preload. Pure over the parsed manifest; `readManifest` is the file read.
 */
export const RUNTIME_ENTRY = 'runtime/entry-client.tsx';
export const EDITOR_ENTRY = 'editor/entry.tsx';

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

export function readManifest(clientDir: string): Manifest | null {
  try {
    return JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return null;
  }
}
