/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
// Local imports carry their extension (.js, which TypeScript resolves to the .ts file):
// Vite checks the config against its native loader and warns on extensionless imports.
import { blockChunkNames } from './scripts/vite/blockChunkNames.js';
import { blockChunks } from './scripts/vite/blockChunks.js';
import { plainDynamicImports } from './scripts/vite/plainDynamicImports.js';
import { editorBuild } from './scripts/vite/editorBuild.js';

// Our own folders have no import-time side effects (ARCHITECTURE.md: rules are pure,
// effects live in adapters), so a module none of whose exports a chunk uses is left out
// of it: a browser chunk that needs one helper of a barrel (src/model, src/media) does
// not carry the barrel's zod schemas. Packages keep their own sideEffects settings.
const treeshake = {
  moduleSideEffects: (id: string) =>
    !id.includes('/node_modules/') && /\/(src|blocks|themes|runtime)\/.+\.tsx?$/.test(id)
      ? false
      : undefined,
};
// Rolldown's note on slow plugin callbacks is for profiling a build, not for every
// `npm start` (scripts/build prints its own summary with the time taken).
const checks = { bundlerTimings: false };
const resolve = {
  alias: {
    // TanStack's store imports the shim that brings useSyncExternalStore to React 17
    // and older; React 19 has it, and the package's own non-shim entry uses React's.
    'use-sync-external-store/shim/with-selector': 'use-sync-external-store/with-selector',
  },
};
// Every built script and stylesheet also as .br and .gz, written once at build time at
// the highest settings; the server sends the variant the browser accepts
// (server/ssr/host.ts, @fastify/static preCompressed) and never compresses assets per request.
const precompress = () =>
  compression({
    algorithms: ['gzip', 'brotliCompress'],
    threshold: 1024,
    skipIfLargerOrEqual: true,
    logLevel: 'silent',
  });
// React, React DOM and TanStack Router as one chunk: both apps load all of it at
// start, and one file compresses better than the four the automatic split made.
const framework = {
  name: 'framework',
  // useBlocker (the editor's unsaved-changes guard) is left to the editor's own chunk.
  test: (id: string) =>
    /node_modules[\\/](react|react-dom|scheduler|@tanstack)[\\/]/.test(id) &&
    !/[\\/]useBlocker\.js$/.test(id),
  priority: 20,
};

// Two client bundles, built separately so a shopper never downloads editor code:
// - runtime/entry-client.tsx hydrates server-rendered storefront pages (this build);
// - dashboard/entry.tsx is the seller's dashboard, which mounts the page builder (editor/),
//   built on its own once this build is written (scripts/vite/editorBuild.ts: alone, it is
//   a few files instead of the storefront's per-block chunks).
// The server (server/) runs under tsx and imports runtime/entry-server.tsx directly for SSR.
export default defineConfig({
  plugins: [
    react(),
    // Each block type's storefront chunks, for the SSR host to preload per page (below).
    blockChunks(),
    // Each block type's component chunk named after it (Banner-<hash>.js), not `view`.
    blockChunkNames(),
    // Dynamic imports without Vite's preload helper, which only loads CSS once preloading is off.
    plainDynamicImports(),
    precompress(),
    editorBuild({
      plugins: [react(), plainDynamicImports(), precompress()],
      resolve,
      build: {
        // The dashboard's editor chunk (Lexical, Yjs, dnd-kit, XState, every block: ~1.1 MB,
        // ~270 KB brotli) is one app loaded once by sellers; the shopper's budget is measured
        // in npm run bench.
        chunkSizeWarningLimit: 1536,
        sourcemap: false,
        modulePreload: false,
        rollupOptions: {
          treeshake,
          checks,
          // Atlas (the staff app) is built with the dashboard, never with the storefront.
          input: { dashboard: 'dashboard/entry.tsx', atlas: 'atlas/entry.tsx' },
          output: { codeSplitting: { groups: [framework] } },
        },
      },
    }),
  ],
  resolve,
  build: {
    outDir: 'dist/client',
    manifest: true,
    sourcemap: false,
    // No preload table in the entry: Vite's lists every lazy import's dependencies (64 of
    // them, 1.8 KB gzip of the shopper's JavaScript). The SSR host preloads the chunks of the
    // blocks a page shows (scripts/vite/blockChunks.ts), and the router preloads a link's
    // screen when the pointer rests on it (defaultPreload 'intent').
    modulePreload: false,
    rollupOptions: {
      treeshake,
      checks,
      output: {
        codeSplitting: {
          groups: [
            framework,
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
        // Taken out by editorBuild() and built on its own.
        dashboard: 'dashboard/entry.tsx',
      },
    },
  },
  test: {
    include: [
      '{src,themes,blocks,runtime,editor,dashboard,atlas,studio,server,tests,scripts,bench,fixtures}/**/*.test.{ts,tsx}',
    ],
    exclude: ['node_modules/**', 'dist/**', 'tests/e2e/**'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
