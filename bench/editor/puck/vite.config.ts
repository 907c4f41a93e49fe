import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The Puck harness of the editor benchmark, built for production like the product's
 * client (React in production mode, minified). Its own config, never the product's
 * vite.config.ts; `outDir` is set by bench/editor/build.ts (a temporary directory).
 */
export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  plugins: [react()],
  logLevel: 'warn',
  build: { emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 4096 },
});
