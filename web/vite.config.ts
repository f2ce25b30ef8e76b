/** Vite builds the page from web/ into web/dist, a static site with no server code (relative paths: works from file://). */
import { defineConfig } from 'vite';

export default defineConfig({
  root: 'web',
  base: './',
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 4000 },
  server: { fs: { allow: ['..'] } },
});
