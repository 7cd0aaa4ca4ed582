import fs from 'node:fs';
import path from 'node:path';

/**
 * The server package folder, found by walking up from this file. It works the same from the
 * sources (src/), the bundle (dist/) and its chunks, so paths never depend on where code landed.
 */
function findServerRoot(): string {
  let dir = import.meta.dirname;
  for (;;) {
    const pkg = path.join(dir, 'package.json');
    if (fs.existsSync(pkg) && JSON.parse(fs.readFileSync(pkg, 'utf8')).name === '@rentfront/server') return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @rentfront/server package folder');
    dir = parent;
  }
}

export const SERVER_ROOT = findServerRoot();
export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'src/db/migrations');
export const WEB_DIST_DIR = path.resolve(SERVER_ROOT, '../web/dist');
