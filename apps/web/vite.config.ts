import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { generatedImages } from './scripts/generate-images.mjs';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

export default defineConfig({
  plugins: [react(), tailwindcss(), generatedImages()],
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: { '/api': apiTarget, '/media': apiTarget, '/sitemap.xml': apiTarget, '/sitemaps': apiTarget, '/robots.txt': apiTarget },
  },
  build: {
    target: 'es2022',
    // No inline scripts or module-preload polyfill: the CSP allows scripts from our origin only.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    chunkSizeWarningLimit: 600,
  },
});
