// One process at a time on an embedded DATA_DIR. PGlite has no locking of its own: two processes
// writing one data folder both start without a word and lose acknowledged rows (issue 16). The lock
// is a file created with O_EXCL that names its holder; a holder that died (kill -9, power loss) is
// recognised by its pid and start time, and its lock taken over.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ownIdentity, processState, type ProcessIdentity } from './process-identity';

export const LOCK_FILE = 'rentfront.lock';
/** Held for a moment while a stale lock is removed, so two starters cannot both remove "it". */
const TAKEOVER_FILE = `${LOCK_FILE}.takeover`;
/** A takeover file older than this was left by a process that died in those few microseconds. */
const TAKEOVER_STALE_MS = 10_000;
/** How long a lock file without readable content is taken as "being written right now". */
const PARTIAL_GRACE_MS = 2_000;

export interface LockHolder extends ProcessIdentity {
  /** What runs, in the operator's words: `npm start`, `npm run db:migrate`... */
  command: string;
  /** When the lock was taken (ISO, UTC). */
  since: string;
  /** Tells this process's lock from one a reused pid wrote. */
  token: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
    purpose?: string,
  ) {
    // On another host (or a container with its own hostname) this process cannot see whether it runs.
    const elsewhere = holder.host !== os.hostname();
    const who = `pid ${holder.pid}${elsewhere ? ` on ${holder.host}` : ''}, ${holder.command}, since ${holder.since}`;
    super(
      `Another Rentfront process (${who}) holds DATA_DIR ${dataDir}. The embedded database (PGlite) serves one process at a time: ` +
        `stop that process${purpose ? ` to ${purpose}` : ' first'}, or run several processes on PostgreSQL (set DATABASE_URL; see docs/deploy.md).` +
        (elsewhere ? ` If that machine or container is gone, delete ${path.join(dataDir, LOCK_FILE)}.` : ''),
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  readonly file: string;
  /** Removes the lock file (once every taker in this process has released it). */
  release(): void;
}

interface Held {
  token: string;
  takers: number;
}
/** Locks this process holds, by lock file: a second take in the same process shares the first. */
const heldHere = new Map<string, Held>();

// A process that ends through process.exit (or runs out of work) gives its locks back; one that is
// killed leaves them, and the next taker sees that their holder is gone.
process.on('exit', () => {
  for (const [file, held] of heldHere) removeIfOurs(file, held.token);
});

function describeCommand(): string {
  const event = process.env.npm_lifecycle_event;
  if (event) return event === 'start' ? 'npm start' : `npm run ${event}`;
  return `node ${path.basename(process.argv[1] ?? 'node')}`;
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function readRaw(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

function parseHolder(raw: string): LockHolder | undefined {
  try {
    const holder = JSON.parse(raw) as LockHolder;
    return Number.isSafeInteger(holder.pid) && holder.pid > 0 && typeof holder.host === 'string' ? holder : undefined;
  } catch {
    return undefined;
  }
}

function ageMs(file: string): number {
  try {
    return Date.now() - fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

function removeIfOurs(file: string, token: string): void {
  const raw = readRaw(file);
  if (raw !== null && parseHolder(raw)?.token === token) fs.rmSync(file, { force: true });
}

/** Creates the lock file if there is none (O_CREAT|O_EXCL); false when one exists. */
function tryCreate(file: string, holder: LockHolder): boolean {
  let fd: number;
  try {
    fd = fs.openSync(file, 'wx', 0o644);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
  try {
    fs.writeSync(fd, `${JSON.stringify(holder)}\n`);
    fs.fsyncSync(fd);
  } catch (err) {
    fs.closeSync(fd);
    fs.rmSync(file, { force: true });
    throw err;
  }
  fs.closeSync(fd);
  return true;
}

/**
 * Removes a stale lock, but only if it still holds what we judged stale: under the takeover file,
 * so a starter that read the same stale lock earlier cannot remove the fresh lock of another.
 */
function removeStale(file: string, seen: string): void {
  const guard = path.join(path.dirname(file), TAKEOVER_FILE);
  let fd: number;
  try {
    fd = fs.openSync(guard, 'wx');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    if (ageMs(guard) > TAKEOVER_STALE_MS) fs.rmSync(guard, { force: true });
    sleep(20);
    return;
  }
  try {
    if (readRaw(file) === seen) fs.rmSync(file, { force: true });
  } finally {
    fs.closeSync(fd);
    fs.rmSync(guard, { force: true });
  }
}

/**
 * Takes DATA_DIR's lock for this process, or throws DataDirLockedError naming the process that
 * holds it. Synchronous and quick: meant to run before anything opens the data folder.
 * `purpose` finishes the refusal's "stop that process to …" (e.g. "back it up").
 */
export function lockDataDir(dataDir: string, purpose?: string): DataDirLock {
  const dir = path.resolve(dataDir);
  const file = path.join(dir, LOCK_FILE);
  let held = heldHere.get(file);
  if (!held) {
    fs.mkdirSync(dir, { recursive: true });
    held = { token: take(dir, file, purpose), takers: 0 };
    heldHere.set(file, held);
  }
  held.takers += 1;
  const mine = held;
  let released = false;
  return {
    file,
    release() {
      if (released) return;
      released = true;
      mine.takers -= 1;
      if (mine.takers > 0 || heldHere.get(file) !== mine) return;
      heldHere.delete(file);
      removeIfOurs(file, mine.token);
    },
  };
}

function take(dir: string, file: string, purpose: string | undefined): string {
  const me: LockHolder = {
    ...ownIdentity(),
    command: describeCommand(),
    since: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    token: crypto.randomBytes(12).toString('hex'),
  };
  // Each round either creates the lock, finds a live holder, or clears a dead one; a few hundred
  // rounds only happen if other processes keep racing for it.
  for (let round = 0; round < 500; round++) {
    if (tryCreate(file, me)) return me.token;
    const raw = readRaw(file);
    if (raw === null) continue; // released between our two looks
    const holder = parseHolder(raw);
    if (!holder) {
      // Created but not yet written by its taker, or cut short by a crash while writing.
      if (ageMs(file) < PARTIAL_GRACE_MS) sleep(50);
      else removeStale(file, raw);
      continue;
    }
    if (processState(holder) !== 'gone') throw new DataDirLockedError(dir, holder, purpose);
    removeStale(file, raw);
  }
  throw new Error(`Could not take the lock ${file}: other processes keep taking and releasing it.`);
}

/**
 * The lock as the maintenance commands (backup, restore) use it: a refusal is a message to print
 * rather than an exception, and `release` is awaitable like the rest of their clean-up.
 */
export async function holdDataDir(
  dataDir: string,
  purpose: string,
): Promise<{ ok: true; release: () => Promise<void> } | { ok: false; message: string }> {
  try {
    const lock = lockDataDir(dataDir, purpose);
    return { ok: true, release: async () => lock.release() };
  } catch (err) {
    if (err instanceof DataDirLockedError) return { ok: false, message: err.message };
    throw err;
  }
}
