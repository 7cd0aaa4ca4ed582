// Makes sure a Chromium exists for the browser tests: installs Debian's package when running as
// root, otherwise stops with the one command that does.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
if (candidates.some((p) => fs.existsSync(p))) process.exit(0);

if (process.getuid?.() === 0) {
  console.log('Chromium is missing: installing it with apt-get...');
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  const install =
    update.status === 0
      ? spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
          stdio: 'inherit',
          env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
        })
      : update;
  if (install.status === 0 && fs.existsSync('/usr/bin/chromium')) process.exit(0);
}
console.error(
  'Chromium is needed for the browser tests. Install it with:\n\n  sudo apt-get install -y chromium\n\n(or set CHROMIUM_PATH to a Chromium or Chrome binary).',
);
process.exit(1);
