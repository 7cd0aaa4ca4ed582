// `npm start`: builds what is missing or out of date, then runs the production server.
import path from 'node:path';
import { mtime, newestMtime, ROOT, run } from './lib.mjs';

const shared = newestMtime(path.join(ROOT, 'packages/shared/src'));
const webSources = Math.max(
  shared,
  newestMtime(path.join(ROOT, 'apps/web/src')),
  newestMtime(path.join(ROOT, 'apps/web/public')),
  mtime(path.join(ROOT, 'apps/web/index.html')),
);
const serverSources = Math.max(shared, newestMtime(path.join(ROOT, 'apps/server/src')));

if (mtime(path.join(ROOT, 'apps/web/dist/index.html')) < webSources) {
  console.log('Building the web app...');
  if ((await run('npm', ['run', 'build', '-w', '@rentfront/web'])) !== 0) process.exit(1);
}
if (mtime(path.join(ROOT, 'apps/server/dist/main.js')) < serverSources) {
  console.log('Building the server...');
  if ((await run('npm', ['run', 'build', '-w', '@rentfront/server'])) !== 0) process.exit(1);
}

// Run in the foreground and pass signals through so SIGTERM shuts the server down gracefully.
const { spawn } = await import('node:child_process');
const server = spawn(process.execPath, ['--enable-source-maps', path.join(ROOT, 'apps/server/dist/main.js')], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
