import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { WEB_DIST_DIR } from '../paths';
import { ssrEntryOf } from '../pages/register';

/**
 * The real web build (client and server bundle), which the server-rendering tests render with.
 * `npm test` builds before the server tests; a lone `vitest run` builds it here once if missing.
 * A build older than the web sources is the developer's to redo (`npm run build -w @rentfront/web`).
 */
export function ensureWebBuild(): string {
  if (!fs.existsSync(ssrEntryOf(WEB_DIST_DIR)) || !fs.existsSync(path.join(WEB_DIST_DIR, 'index.html'))) {
    execFileSync('npm', ['run', 'build', '-w', '@rentfront/web'], { cwd: path.resolve(WEB_DIST_DIR, '../../..'), stdio: 'pipe' });
  }
  return WEB_DIST_DIR;
}
