/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { blockChunks } from './scripts/vite/blockChunks';
import { plainDynamicImports } from './scripts/vite/plainDynamicImports';

// Two client bundles, built separately so a shopper never downloads editor code:
// - runtime/entry-client.tsx hydrates server-rendered storefront pages;
// - dashboard/entry.tsx is the seller's dashboard, which mounts the page builder (editor/).
// The server (server/) runs under tsx and imports runtime/entry-server.tsx directly for SSR.
export default defineConfig({
  plugins: [
    react(),
    // Each block type's storefront chunks, for the SSR host to preload per page (below).
    blockChunks(),
    // Dynamic imports without Vite's preload helper, which only loads CSS once preloading is off.
    plainDynamicImports(),
    // Every built script and stylesheet also as .br and .gz, written once at build time at
    // the highest settings; the server sends the variant the browser accepts
    // (server/ssr/host.ts, @fastify/static preCompressed) and never compresses assets per request.
    compression({ algorithms: ['gzip', 'brotliCompress'], threshold: 1024, skipIfLargerOrEqual: true, logLevel: 'silent' }),
  ],
  resolve: {
    alias: {
      // TanStack's store imports the shim that brings useSyncExternalStore to React 17
      // and older; React 19 has it, and the package's own non-shim entry uses React's.
      'use-sync-external-store/shim/with-selector': 'use-sync-external-store/with-selector',
    },
  },
  build: {
    outDir: 'dist/client',
    manifest: true,
    // The dashboard's editor chunk (Lexical, Yjs, dnd-kit, XState: ~700 KB, ~200 KB gzip)
    // is one app loaded once by sellers; the shopper's budget is measured in npm run bench.
    chunkSizeWarningLimit: 1024,
    sourcemap: false,
    // No preload table in the entry: Vite's lists every lazy import's dependencies (64 of
    // them, 1.8 KB gzip of the shopper's JavaScript). The SSR host preloads the chunks of the
    // blocks a page shows (scripts/vite/blockChunks.ts), and the router preloads a link's
    // screen when the pointer rests on it (defaultPreload 'intent').
    modulePreload: false,
    rollupOptions: {
      // Our own folders have no import-time side effects (ARCHITECTURE.md: rules are pure,
      // effects live in adapters), so a module none of whose exports a chunk uses is left out
      // of it: a browser chunk that needs one helper of a barrel (src/model, src/media) does
      // not carry the barrel's zod schemas. Packages keep their own sideEffects settings.
      treeshake: {
        moduleSideEffects: (id: string) =>
          !id.includes('/node_modules/') && /\/(src|blocks|themes|runtime)\/.+\.tsx?$/.test(id) ? false : undefined,
      },
      output: {
        // React, React DOM and TanStack Router as one chunk: both apps load all of it at
        // start, and one file compresses better than the four the automatic split made.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              // useBlocker (the editor's unsaved-changes guard) is left to the editor's own chunk.
              test: (id: string) => /node_modules[\\/](react|react-dom|scheduler|@tanstack)[\\/]/.test(id) && !/[\\/]useBlocker\.js$/.test(id),
              priority: 20,
            },
            // The small helpers most block components share (lazy media, icons, image sizes,
            // links, text shadow, theme variables, font stacks) as one chunk of ~1.4 KB gzip
            // instead of eight of 130-500 bytes each: fewer requests and better compression for
            // any page with a few kinds of block. Their own imports stay where they are.
            {
              name: 'blockKit',
              test: /[\\/](src[\\/]media[\\/](lazy|Icon|sizes|cssUrl)|src[\\/]links[\\/]BlockLink|src[\\/]model[\\/]textShadow|themes[\\/](cssVar|fontStack))\.tsx?$/,
              priority: 10,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
      input: {
        runtime: 'runtime/entry-client.tsx',
        dashboard: 'dashboard/entry.tsx',
      },
    },
  },
  test: {
    include: ['{src,themes,blocks,runtime,editor,dashboard,atlas,studio,server,tests,scripts,bench,fixtures}/**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', 'dist/**', 'tests/e2e/**'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
