import { build, type InlineConfig, type Plugin } from 'vite';
import { EDITOR_MANIFEST_FILE } from '../../server/ssr/manifest.js';

/**
 * The dashboard's page builder as a build of its own, run once the storefront's build is
 * written, into the same output directory with its own manifest.
 *
 * Built together, the two entries share chunks, and the storefront splits every block type
 * into its own chunks (a shopper loads only the blocks a page shows). The editor imports
 * every block at start, so it inherited that split: about 150 modules of 0.5-3 KB, each a
 * request, queued six at a time on one HTTP/1.1 origin, took about a second before the
 * editor's code could run (bench/editor, issue 14 section 5). Built alone, the editor is a
 * few files whatever the storefront does, and the storefront's chunks stay as they are.
 *
 * `editorConfig` is the editor's build (plugins, resolve, build options); the output
 * directory and whether to write are the outer build's. A build that does not write (the
 * bundle tests read chunks in memory) or whose input has no `dashboard` entry is left alone.
 */
/** The input key of the app built on its own: the seller's dashboard, with the page builder. */
export const SEPARATE_ENTRY = 'dashboard';

export function editorBuild(editorConfig: InlineConfig): Plugin {
  let outDir = '';
  let write = true;
  let root = process.cwd();
  let hasEditor = false;
  return {
    name: 'separate-editor-build',
    apply: 'build',
    config(config) {
      const input = config.build?.rollupOptions?.input;
      hasEditor =
        typeof input === 'object' &&
        !Array.isArray(input) &&
        input !== null &&
        SEPARATE_ENTRY in input;
      if (!hasEditor) return;
      const rest = { ...(input as Record<string, string>) };
      delete rest[SEPARATE_ENTRY];
      // The outer build keeps the storefront; the editor is built on its own below.
      config.build!.rollupOptions!.input = rest;
    },
    configResolved(config) {
      outDir = config.build.outDir;
      write = config.build.write;
      root = config.root;
    },
    async closeBundle(error) {
      if (error || !hasEditor || !write) return;
      await build({
        ...editorConfig,
        configFile: false,
        root,
        logLevel: 'warn',
        build: {
          ...editorConfig.build,
          outDir,
          emptyOutDir: false,
          manifest: EDITOR_MANIFEST_FILE,
        },
      });
    },
  };
}
