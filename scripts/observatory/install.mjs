// The scanner is installed here, apart from the workspace, by `npm ci --ignore-scripts` against this
// folder's own lockfile. Why not a devDependency: @mdn/mdn-http-observatory's postinstall downloads
// Chromium's HSTS preload list and IANA's TLD list, and a dependency of it
// (node_extra_ca_certs_mozilla_bundle) downloads Mozilla's CA list at install time, so with it in
// the root package.json `npm ci` fails on any machine that reaches only the npm registry (CI here
// included). npm cannot skip the scripts of one package only, and none of those downloads matters
// for a scan of localhost: the preload list is replaced by an empty one (localhost is on no preload
// list, so the HSTS and redirection tests score the same), the TLD list is for the scanner's own
// web API, and the CA bundle is replaced by our certificate (NODE_EXTRA_CA_CERTS of the scan).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const TOOLS_DIR = import.meta.dirname;
export const SCANNER_DIR = path.join(TOOLS_DIR, 'node_modules/@mdn/mdn-http-observatory');
const LOCK = path.join(TOOLS_DIR, 'package-lock.json');
const INSTALLED = path.join(TOOLS_DIR, 'node_modules/.package-lock.json');
const PRELOAD_LIST = path.join(SCANNER_DIR, 'conf/hsts-preload.json');

const mtime = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);

/** Installs (or brings up to date) the pinned scanner; returns its version. */
export function ensureScanner() {
  if (mtime(INSTALLED) < mtime(LOCK)) {
    console.log('Installing the scanner (scripts/observatory/package-lock.json, install scripts off)...');
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const res = spawnSync(npm, ['ci', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: TOOLS_DIR,
      stdio: 'inherit',
    });
    if (res.status !== 0) throw new Error('npm ci in scripts/observatory failed');
  }
  if (!fs.existsSync(PRELOAD_LIST)) fs.writeFileSync(PRELOAD_LIST, '{}\n');
  return JSON.parse(fs.readFileSync(path.join(SCANNER_DIR, 'package.json'), 'utf8')).version;
}
