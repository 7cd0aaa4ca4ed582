import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { generatedImages } from './scripts/generate-images.mjs';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;

// React Router's package points every bundler at its development build (warnings, checks); a
// production build of the site takes the production one, in the browser and on the server.
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router')).replace(/development$/, 'production'),
  'index.mjs',
);

const STARTER_FILE = path.resolve(import.meta.dirname, 'src/start-after-paint.ts');
/** The starter and the one module it imports (a constant shared with the server). */
const STARTER = /[\\/](start-after-paint|page-scripts)\.ts$/;

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), generatedImages()],
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: { '/api': apiTarget, '/media': apiTarget, '/sitemap.xml': apiTarget, '/sitemaps': apiTarget, '/robots.txt': apiTarget },
  },
  // The server bundle (entry-server) carries the router's production build in it; React comes from node_modules.
  ssr: { noExternal: ['react-router'] },
  build: {
    target: 'es2022',
    // No preload helper in the bundle (it is first-load JavaScript on every page, and its polyfill
    // would be an inline script the CSP refuses): the server writes `modulepreload` links for the
    // entry's imports and the rendered page's chunks (apps/server/src/pages/manifest.ts).
    modulePreload: false,
    assetsInlineLimit: 0,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // The icon modules only define components (src/ui/icons): an icon no page imports is left out,
      // and the barrel does not pull every icon into the chunk of whichever page imports it first.
      // The app (index.html) and, for server-rendered pages, the script that starts it once painted.
      ...(isSsrBuild ? {} : { input: { index: path.resolve(import.meta.dirname, 'index.html'), 'start-after-paint': STARTER_FILE } }),
      // The route modules and what they import for their loaders and heads only define functions:
      // a page's `?part=Component` keeps none of it (src/routes.tsx).
      treeshake: {
        moduleSideEffects: [
          { test: /[\\/]src[\\/]ui[\\/]icons[\\/]/, sideEffects: false },
          { test: /[\\/]src[\\/](routes|app[\\/]head|page-data)[\\/]/, sideEffects: false },
        ],
      },
      // Everything the entry loads before it can hydrate (React, React Router, the site's shell) in
      // one file: left to itself the bundler put React's CJS wrapper in a chunk of its own, and two
      // files compress worse than one (-0.7 KB gzip on every page's first load, issue 17).
      // The starter (src/start-after-paint.ts, ADR 0029) is kept out of that file: it is the one
      // script a server-rendered page asks for before it is painted, so it stands alone.
      output: {
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'], test: (id) => !STARTER.test(id) },
            // The constants the starter shares with the entry live in the starter's file, so the
            // starter imports nothing (the entry imports them from it: a file it already has).
            { name: 'start-after-paint', test: STARTER, priority: 1 },
          ],
        },
      },
    },
    // The server reads the client build's manifest to preload each rendered page's own chunk.
    manifest: !isSsrBuild,
    ...(isSsrBuild ? { outDir: 'dist-ssr', copyPublicDir: false } : {}),
  },
}));
