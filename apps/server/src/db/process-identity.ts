// Who a process is, well enough to tell later whether it still runs: its pid alone is not enough,
// because pids are reused. On Linux the start time in /proc and the boot id settle it cheaply;
// elsewhere only "is this pid alive" is known.
import fs from 'node:fs';
import os from 'node:os';

export interface ProcessIdentity {
  pid: number;
  host: string;
  /** Start time in clock ticks since boot (/proc/<pid>/stat field 22); absent without /proc. */
  startTicks?: string;
  /** /proc/sys/kernel/random/boot_id: a lock written before a reboot is stale whatever its pid. */
  bootId?: string;
}

function readOrUndefined(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** Field 22 of /proc/<pid>/stat. The command name (field 2) may hold spaces and parentheses, so count from its closing one. */
export function startTicksOf(pid: number): string | undefined {
  const stat = readOrUndefined(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields after the name start at field 3 (state), so field 22 is index 19.
  return fields[19];
}

export function currentBootId(): string | undefined {
  return readOrUndefined('/proc/sys/kernel/random/boot_id')?.trim();
}

export function ownIdentity(): ProcessIdentity {
  return { pid: process.pid, host: os.hostname(), startTicks: startTicksOf(process.pid), bootId: currentBootId() };
}

/**
 * Whether the process a lock names still runs. `elsewhere`: it ran on another host (or a container
 * with its own hostname), where this process cannot look, so it must be taken as running.
 */
export function processState(who: ProcessIdentity): 'running' | 'gone' | 'elsewhere' {
  if (who.host !== os.hostname()) return 'elsewhere';
  const bootId = currentBootId();
  if (who.bootId && bootId && who.bootId !== bootId) return 'gone';
  try {
    process.kill(who.pid, 0);
  } catch (err) {
    // EPERM: the pid exists but belongs to another user; only ESRCH means no such process.
    if ((err as NodeJS.ErrnoException).code === 'ESRCH') return 'gone';
  }
  if (who.startTicks) {
    const now = startTicksOf(who.pid);
    // Another start time: the pid was reused by a process started after the holder died.
    if (now !== undefined && now !== who.startTicks) return 'gone';
  }
  return 'running';
}
