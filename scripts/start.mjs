// `npm start`: builds what is missing or out of date, then runs the production server.
//
// Stopping: npm runs a script through `sh -c`, and a signal npm passes on to that shell kills the
// shell without reaching its children, so the server would be left running. The start script is
// therefore `exec node scripts/start.mjs`: this process replaces the shell, npm's SIGTERM/SIGINT
// reach it, and it passes them on to the build or the server it is running, then exits with the
// server's code. (Measured in issue 16; test: apps/server/src/platform/lifecycle/npm-start.test.ts.)
import path from 'node:path';
import { GENERATED_IMAGE, mtime, newestMtime, ROOT, run, exitCodeOf } from './lib.mjs';

/** Passes a stop signal on to what runs now (a build step or the server); unset between them. */
let stopCurrent;
let stopSignal;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopSignal ??= signal;
    if (stopCurrent) stopCurrent(signal);
    else process.exit(exitCodeOf(null, signal));
  });
}

const shared = newestMtime(path.join(ROOT, 'packages/shared/src'));
const webSources = Math.max(
  shared,
  newestMtime(path.join(ROOT, 'apps/web/src')),
  // Not the pictures the build itself draws into public/ (after writing dist/index.html): they
  // would always look newer than the build. The script that draws them counts instead.
  newestMtime(path.join(ROOT, 'apps/web/public'), GENERATED_IMAGE),
  mtime(path.join(ROOT, 'apps/web/scripts/generate-images.mjs')),
  mtime(path.join(ROOT, 'apps/web/index.html')),
);
const serverSources = Math.max(shared, newestMtime(path.join(ROOT, 'apps/server/src')));

async function build(what, workspace) {
  console.log(`Building the ${what}...`);
  // In a process group of its own, so a stop reaches every process of the build (npm, its shell, vite).
  const code = await run('npm', ['run', 'build', '-w', workspace], {
    detached: true,
    onSpawn: (child) => {
      stopCurrent = (signal) => {
        try {
          process.kill(-child.pid, signal);
        } catch {
          // The build has just ended.
        }
      };
    },
  });
  stopCurrent = undefined;
  // Stopped while building: do not go on to start the server.
  if (code !== 0 || stopSignal) process.exit(stopSignal ? exitCodeOf(null, stopSignal) : 1);
}

if (mtime(path.join(ROOT, 'apps/web/dist/index.html')) < webSources) await build('web app', '@rentfront/web');
if (mtime(path.join(ROOT, 'apps/server/dist/main.js')) < serverSources) await build('server', '@rentfront/server');

// In the foreground, with this process's stdio; the server stops cleanly on the signal passed on.
const { spawn } = await import('node:child_process');
const server = spawn(process.execPath, ['--enable-source-maps', path.join(ROOT, 'apps/server/dist/main.js')], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
stopCurrent = (signal) => server.kill(signal);
server.on('exit', (code, signal) => process.exit(exitCodeOf(code, signal)));
