import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The built app uses relative asset URLs; the server injects <base href> with BASE_URL, so the
// same build serves under any history base.
export default defineConfig({
  base: './',
  plugins: [react()],
  // The manifest feeds the initial-JS budget check (scripts/check-budget.mjs), which then removes it.
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 700, manifest: true },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/auth': 'http://localhost:3000' },
  },
});
