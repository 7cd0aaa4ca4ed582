import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, holdDataDir, LOCK_FILE, lockDataDir, type LockHolder } from './data-dir-lock';
import { currentBootId, ownIdentity, startTicksOf } from './process-identity';

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rentfront-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function writeLock(dir: string, holder: Partial<LockHolder>): void {
  const full: LockHolder = { ...ownIdentity(), command: 'npm start', since: '2026-01-02T03:04:05Z', token: 'theirs', ...holder };
  fs.writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify(full));
}

function lockContent(dir: string): LockHolder {
  return JSON.parse(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8')) as LockHolder;
}

/** A process that is running now, with its real identity (what its own lock would record). */
async function runningProcess(): Promise<{ pid: number; stop: () => void }> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  await new Promise((resolve) => child.once('spawn', resolve));
  return { pid: child.pid!, stop: () => child.kill('SIGKILL') };
}

/** The pid of a process that has ended. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

describe('the DATA_DIR lock', () => {
  it('is a file naming this process while held, and gone once released', () => {
    const dir = tempDir();
    const lock = lockDataDir(dir);
    expect(lock.file).toBe(path.join(dir, LOCK_FILE));
    expect(lockContent(dir)).toMatchObject({ pid: process.pid, host: os.hostname() });
    lock.release();
    expect(fs.existsSync(lock.file)).toBe(false);
  });

  it('is shared by a second taker in the same process and kept until both release it', () => {
    const dir = tempDir();
    const first = lockDataDir(dir);
    const second = lockDataDir(dir);
    first.release();
    first.release(); // twice is harmless
    expect(fs.existsSync(first.file)).toBe(true);
    second.release();
    expect(fs.existsSync(first.file)).toBe(false);
  });

  it('refuses while another running process holds it, naming that process and PostgreSQL', async () => {
    const dir = tempDir();
    const other = await runningProcess();
    try {
      writeLock(dir, { pid: other.pid, startTicks: startTicksOf(other.pid), command: 'npm start' });
      let error: unknown;
      try {
        lockDataDir(dir);
      } catch (err) {
        error = err;
      }
      expect(error).toBeInstanceOf(DataDirLockedError);
      expect((error as Error).message).toBe(
        `Another Rentfront process (pid ${other.pid}, npm start, since 2026-01-02T03:04:05Z) holds DATA_DIR ${dir}. ` +
          'The embedded database (PGlite) serves one process at a time: stop that process first, or run several processes ' +
          'on PostgreSQL (set DATABASE_URL; see docs/deploy.md).',
      );
      // The holder's lock is untouched.
      expect(lockContent(dir)).toMatchObject({ pid: other.pid, token: 'theirs' });
      const held = await holdDataDir(dir, 'back it up');
      expect(held).toEqual({ ok: false, message: expect.stringContaining('stop that process to back it up, or run several') });
    } finally {
      other.stop();
    }
  });

  it('takes over the lock of a process that has died', async () => {
    const dir = tempDir();
    writeLock(dir, { pid: await deadPid() });
    const lock = lockDataDir(dir);
    expect(lockContent(dir)).toMatchObject({ pid: process.pid });
    expect(lockContent(dir).token).not.toBe('theirs');
    lock.release();
  });

  it('takes over a lock whose pid now belongs to a later process (another start time)', () => {
    const dir = tempDir();
    // This very pid is alive, but the lock was written by a process that started at another time.
    const ticks = startTicksOf(process.pid);
    expect(ticks).toMatch(/^\d+$/);
    writeLock(dir, { pid: process.pid, startTicks: String(Number(ticks) - 1) });
    const lock = lockDataDir(dir);
    expect(lockContent(dir).token).not.toBe('theirs');
    lock.release();
  });

  it('takes over a lock written before the machine restarted', async () => {
    const dir = tempDir();
    expect(currentBootId()).toBeTruthy();
    const other = await runningProcess();
    try {
      writeLock(dir, { pid: other.pid, startTicks: startTicksOf(other.pid), bootId: 'another-boot' });
      const lock = lockDataDir(dir);
      expect(lockContent(dir).token).not.toBe('theirs');
      lock.release();
    } finally {
      other.stop();
    }
  });

  it('takes over a lock file left empty by a crash while it was written', () => {
    const dir = tempDir();
    const file = path.join(dir, LOCK_FILE);
    fs.writeFileSync(file, '');
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(file, old, old);
    const lock = lockDataDir(dir);
    expect(lockContent(dir)).toMatchObject({ pid: process.pid });
    lock.release();
  });

  it('refuses a lock held on another host, and says how to clear it if that host is gone', () => {
    const dir = tempDir();
    writeLock(dir, { pid: 4242, host: 'web-2.internal' });
    expect(() => lockDataDir(dir)).toThrow(
      new RegExp(
        `^Another Rentfront process \\(pid 4242 on web-2\\.internal, npm start, [^)]*\\) holds DATA_DIR .* If that machine or container is gone, delete ${path.join(dir, LOCK_FILE).replaceAll('.', '\\.')}\\.$`,
      ),
    );
  });

  it('creates DATA_DIR when it does not exist yet', () => {
    const dir = path.join(tempDir(), 'new', 'data');
    const lock = lockDataDir(dir);
    expect(fs.existsSync(path.join(dir, LOCK_FILE))).toBe(true);
    lock.release();
  });
});
