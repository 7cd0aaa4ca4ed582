// One scan with the scanner's own command line (src/scan.js, what `mdn-http-observatory-scan` runs;
// its bin wrapper only points NODE_EXTRA_CA_CERTS at Mozilla's CA bundle, which we replace). The
// scan runs in a process of its own, the only one that trusts our throwaway certificate.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { SCANNER_DIR } from './install.mjs';

const SCAN_CLI = path.join(SCANNER_DIR, 'src/scan.js');

/**
 * @param {string} target what the command line takes: a host, here `localhost:PORT/path`
 * @param {string} caFile the certificate to trust, PEM
 * @returns {Promise<{ scan: object, tests: Record<string, object> }>}
 */
export function runScan(target, caFile) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SCAN_CLI, target], {
      env: { ...process.env, NODE_EXTRA_CA_CERTS: caFile },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('error', reject);
    child.on('exit', () => {
      let result;
      try {
        result = JSON.parse(out);
      } catch {
        reject(new Error(`the scanner printed no JSON for ${target}: ${(out + err).trim().slice(0, 2000)}`));
        return;
      }
      if (result.error) reject(new Error(`the scanner failed on ${target}: ${result.error}`));
      else resolve(result);
    });
  });
}
