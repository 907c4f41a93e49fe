import type { Plugin } from 'vite';

/**
 * Vite wraps every dynamic import in its preload helper even with `modulePreload: false`,
 * because the helper also loads the CSS a lazy chunk imports (vitejs/vite#18551): about
 * 0.5 KB gzip of the shopper's entry for nothing, since no lazy chunk of ours imports CSS
 * (the one stylesheet is the editor entry's, which the dashboard shell links). The helper
 * becomes the import alone, and keeps the part of Vite's contract pages rely on: a failed
 * import fires `vite:preloadError` on window first (the error as `payload`), and a
 * listener that calls preventDefault (the page is reloading) makes the import wait
 * instead of failing. The build fails if a lazy chunk ever imports CSS, rather than
 * dropping its styles.
 */
export const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';
export const PLAIN_PRELOAD_HELPER = `export const __vitePreload = (load) => load().catch((error) => {
  const event = new Event('vite:preloadError', { cancelable: true });
  event.payload = error;
  window.dispatchEvent(event);
  if (!event.defaultPrevented) throw error;
  return new Promise(() => {});
});`;

export interface ChunkStyles {
  fileName: string;
  isEntry: boolean;
  importedCss: ReadonlySet<string>;
}

/** Pure: the chunks other than entries that import CSS, which only Vite's helper would load. */
export function lazyChunksWithCss(chunks: readonly ChunkStyles[]): string[] {
  return chunks
    .filter((chunk) => !chunk.isEntry && chunk.importedCss.size > 0)
    .map((chunk) => chunk.fileName);
}

export function plainDynamicImports(): Plugin {
  return {
    name: 'plain-dynamic-imports',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      return id === PRELOAD_HELPER_ID ? PLAIN_PRELOAD_HELPER : null;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [
              {
                fileName: output.fileName,
                isEntry: output.isEntry,
                importedCss: output.viteMetadata?.importedCss ?? new Set<string>(),
              },
            ]
          : [],
      );
      const withCss = lazyChunksWithCss(chunks);
      if (withCss.length > 0) {
        this.error(
          `Lazy chunks import CSS, which the plain preload helper (scripts/vite/plainDynamicImports.ts) would not load: ${withCss.join(', ')}`,
        );
      }
    },
  };
}
