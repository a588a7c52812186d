import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { defineConfig } from 'vite';
import { firstPaintChunks } from './first-paint-chunks.ts';

// React Router publishes a production build beside its development one but exports only the
// latter: the app is built with the former (no development checks and warnings at run time).
const routerProduction = join(createRequire(import.meta.url).resolve('react-router'), '../../production/index.mjs');

// The built app uses relative asset URLs; the server injects <base href> with BASE_URL, so the
// same build serves under any history base.
export default defineConfig(({ mode }) => ({
  base: './',
  resolve: mode === 'production' ? { alias: [{ find: /^react-router$/, replacement: routerProduction }] } : {},
  plugins: [react()],
  // The manifest feeds the initial-JS budget check (scripts/check-budget.mjs), which then removes it.
  // No module preload lists: with them, every lazy screen's import in the route table carried the
  // names of all the chunks it needs, 9 KB gzipped of the shell's initial JavaScript (issue 19). A
  // screen's own imports are fetched as the browser parses it instead (one round trip per level of
  // imports, on the first visit only: the chunks are cached immutable after).
  // The first paints' modules in a few chunks rather than dozens (first-paint-chunks.ts).
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 700,
    manifest: true,
    modulePreload: false,
    rolldownOptions: { output: { codeSplitting: firstPaintChunks() } },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/auth': 'http://localhost:3000' },
  },
}));
