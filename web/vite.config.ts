import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The built app uses relative asset URLs; the server injects <base href> with BASE_URL, so the
// same build serves under any history base.
export default defineConfig({
  base: './',
  plugins: [react()],
  // The manifest feeds the initial-JS budget check (scripts/check-budget.mjs), which then removes it.
  // No module preload lists: with them, every lazy screen's import in the route table carried the
  // names of all the chunks it needs, 9 KB gzipped of the shell's initial JavaScript (issue 19). A
  // screen's own imports are fetched as the browser parses it instead (one round trip per level of
  // imports, on the first visit only: the chunks are cached immutable after).
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 700, manifest: true, modulePreload: false },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/auth': 'http://localhost:3000' },
  },
});
