// Small helpers shared by the scripts in this folder.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');

/** A child's exit as a shell reports it: its code, or 128 + the number of the signal that ended it. */
export function exitCodeOf(code, signal) {
  if (code !== null && code !== undefined) return code;
  return signal ? 128 + (os.constants.signals[signal] ?? 0) : 1;
}

/**
 * Runs a command with inherited output; resolves with its exit code (1 when a signal ended it).
 * `onSpawn(child)` receives the child, e.g. to pass a stop signal on to it.
 */
export function run(command, args, { onSpawn, ...options } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
    onSpawn?.(child);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Newest modification time of the files below `dir` (0 when missing), leaving out names `skip` matches. */
export function newestMtime(dir, skip) {
  if (!fs.existsSync(dir)) return 0;
  const stat = fs.statSync(dir);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || skip?.test(entry.name)) continue;
    newest = Math.max(newest, newestMtime(path.join(dir, entry.name), skip));
  }
  return newest;
}

/**
 * The pictures the web build draws into apps/web/public (apps/web/scripts/generate-images.mjs):
 * `npm start` does not count them as sources of the build, since every build writes them. Here,
 * not in the drawing script, so start.mjs loads neither sharp nor the drawing code.
 */
export const GENERATED_IMAGE = /^(hero-\d-\d+\.webp|Home1\.jpg)$/;

export function mtime(file) {
  return fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0;
}
