// `npm run db:migrate` (and every other command) typed at the repository root must use the root's
// ./data, as `npm start` does, though npm runs the workspace script in apps/server. npm passes the
// folder the command was typed in as INIT_CWD; these run the real commands as npm would.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../paths';
import { processEnv, track } from '../test/server-process';
import { workInInvocationDir } from './invocation-dir';

// Each command compiles the sources with tsx and migrates a new PGlite database: slow on a busy machine.
const COMMAND_MS = 180_000;

let typedIn: string;
beforeAll(() => {
  typedIn = fs.mkdtempSync(path.join(os.tmpdir(), 'rentfront-typed-in-'));
});
afterAll(() => fs.rmSync(typedIn, { recursive: true, force: true }));

/** A command as `npm run <script>` starts it: in apps/server, with INIT_CWD where it was typed. */
async function runCommand(entry: string, env: Record<string, string>, args: string[] = []) {
  const base = processEnv({ ...env, INIT_CWD: typedIn });
  // Unset, not empty: the default ./data is what is under test.
  if (!('DATA_DIR' in env)) delete base.DATA_DIR;
  const proc = track(spawn(process.execPath, ['--import', 'tsx', entry, ...args], { cwd: SERVER_ROOT, env: base, stdio: 'pipe' }));
  const exit = await proc.exited;
  return { exit, output: proc.output() };
}

describe('commands run where they were typed', () => {
  it('moves to INIT_CWD when it names a folder, and stays put otherwise', () => {
    const before = process.cwd();
    try {
      workInInvocationDir({ INIT_CWD: typedIn });
      expect(process.cwd()).toBe(fs.realpathSync(typedIn));
      process.chdir(before);
      workInInvocationDir({});
      expect(process.cwd()).toBe(before);
      workInInvocationDir({ INIT_CWD: path.join(typedIn, 'no-such-folder') });
      expect(process.cwd()).toBe(before);
    } finally {
      process.chdir(before);
    }
  });

  it('every command entry moves there before it reads the config', () => {
    const entries = fs
      .readdirSync(import.meta.dirname)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => ({ file, source: fs.readFileSync(path.join(import.meta.dirname, file), 'utf8') }))
      .filter(({ source }) => source.includes('readConfigOrExit('));
    expect(entries.map((e) => e.file).sort()).toEqual(
      [
        'admin-create.ts',
        'backup.ts',
        'db-migrate.ts',
        'db-seed.ts',
        'pii-rotate.ts',
        'restore.ts',
        'storage-migrate.ts',
        'storage-orphans.ts',
      ].sort(),
    );
    for (const { file, source } of entries) {
      const moves = source.indexOf('\nworkInInvocationDir();');
      expect(moves, file).toBeGreaterThan(0);
      expect(moves, file).toBeLessThan(source.indexOf('readConfigOrExit('));
    }
  });

  it(
    'db:migrate with the default DATA_DIR makes ./data where it was typed, not in apps/server',
    async () => {
      const serverData = path.join(SERVER_ROOT, 'data', 'db');
      const serverDataBefore = fs.existsSync(serverData) ? fs.statSync(serverData).mtimeMs : undefined;
      const { exit, output } = await runCommand('src/cli/db-migrate.ts', {});
      expect(exit.code, output).toBe(0);
      expect(output).toMatch(/Migrations applied \(pglite\)/);
      expect(fs.existsSync(path.join(typedIn, 'data', 'db', 'PG_VERSION'))).toBe(true);
      expect(fs.existsSync(serverData) ? fs.statSync(serverData).mtimeMs : undefined).toBe(serverDataBefore);
    },
    COMMAND_MS,
  );

  it(
    'admin:create with a relative DATA_DIR uses it from where it was typed',
    async () => {
      const { exit, output } = await runCommand('src/cli/admin-create.ts', { DATA_DIR: './site-b' }, [
        '--email',
        'typed-in@example.com',
        '--password',
        'a-long-typed-in-password',
      ]);
      expect(exit.code, output).toBe(0);
      expect(fs.existsSync(path.join(typedIn, 'site-b', 'db', 'PG_VERSION'))).toBe(true);
      expect(fs.existsSync(path.join(SERVER_ROOT, 'site-b'))).toBe(false);
    },
    COMMAND_MS,
  );
});
