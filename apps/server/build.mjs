// Bundles the server (and the shared package it imports) into dist/. npm packages stay external.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@rentfront/'));

await build({
  // backup/restore are bundled too: the production image has neither the sources nor tsx.
  entryPoints: { main: 'src/main.ts', backup: 'src/cli/backup.ts', restore: 'src/cli/restore.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,

  logLevel: 'warning',
});
console.log('server built to apps/server/dist');
