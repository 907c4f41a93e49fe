/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Two client bundles, built separately so a shopper never downloads editor code:
// - runtime/entry-client.tsx hydrates server-rendered storefront pages;
// - editor/entry.tsx is the seller's dashboard and page builder.
// The server (server/) runs under tsx and imports runtime/entry-server.tsx directly for SSR.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/client',
    manifest: true,
    sourcemap: false,
    rollupOptions: {
      // Our own folders have no import-time side effects (ARCHITECTURE.md: rules are pure,
      // effects live in adapters), so a module none of whose exports a chunk uses is left out
      // of it: a browser chunk that needs one helper of a barrel (src/model, src/media) does
      // not carry the barrel's zod schemas. Packages keep their own sideEffects settings.
      treeshake: {
        moduleSideEffects: (id: string) =>
          !id.includes('/node_modules/') && /\/(src|blocks|themes|runtime)\/.+\.tsx?$/.test(id) ? false : undefined,
      },
      input: {
        runtime: 'runtime/entry-client.tsx',
        editor: 'editor/entry.tsx',
      },
    },
  },
  test: {
    include: ['{src,themes,blocks,runtime,editor,server,tests,scripts,bench,fixtures}/**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', 'dist/**', 'tests/e2e/**'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
