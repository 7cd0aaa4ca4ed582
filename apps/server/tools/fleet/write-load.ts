// A load of real writes spread over several nodes, as a load balancer would spread visitors (test
// and drill code only). Each write is a contact form (a row and two outbox messages) from its own
// client address, so the per-IP limit never refuses it. It keeps every acknowledged id: after a
// node is stopped or killed, each one must be in the database (write-check.ts).
import crypto from 'node:crypto';

export interface LoadTarget {
  name: string;
  url: string;
}

/** What one node did with the writes sent to it. */
export interface TargetTally {
  sent: number;
  /** Ids of the writes answered 201: acknowledged, so they must never be lost. */
  acknowledged: string[];
  /** Connection refused: the request never reached the node (safe to retry elsewhere). */
  refused: number;
  /** Connection closed or reset before an answer: the outcome is unknown to the client. */
  broken: number;
  /** Answers other than 201, by status code. */
  statuses: Record<number, number>;
  /** Refused and cut requests by the client's error code (ECONNREFUSED, ECONNRESET, UND_ERR_SOCKET...). */
  errors: Record<string, number>;
}

export interface LoadResult {
  runId: string;
  durationMs: number;
  tallies: Record<string, TargetTally>;
}

export interface WriteLoad {
  runId: string;
  /** Acknowledged writes so far, over every target. */
  acknowledged(): number;
  /** Lets the writes in flight finish, then reports. */
  stop(): Promise<LoadResult>;
  /** Waits until all `maxWrites` writes were sent and answered, then reports. */
  finished(): Promise<LoadResult>;
}

export interface WriteLoadOptions {
  targets: LoadTarget[];
  /** PUBLIC_URL's origin: writes without it are refused by the Origin check. */
  origin: string;
  /** Requests in flight at once, over all targets. */
  concurrency: number;
  /** Per request; a node that hangs must not hang the load. */
  timeoutMs?: number;
  /** Stop after this many writes were sent (each one queues two e-mails: keep a test's mail small). */
  maxWrites?: number;
}

const REFUSED = new Set(['ECONNREFUSED']);

/** The low-level reason of a failed fetch (`fetch failed` hides it in `cause`). */
function errorCode(err: unknown): string {
  const cause = (err as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (err instanceof Error ? err.name : String(err));
}

/**
 * A distinct documentation-range IPv6 client per write (RFC 3849), for X-Forwarded-For: its own
 * /64, since per-address limits count an IPv6 client by its /64 (platform/rate-limit-subject.ts).
 */
function clientAddress(runId: string, n: number): string {
  return `2001:db8:${runId.slice(0, 4)}:${(n & 0xffff).toString(16)}::${runId.slice(4, 8)}:${(n >>> 16).toString(16)}`;
}

/** What every e-mail address of a run starts with: how write-check.ts finds the run's rows. */
export function loadEmailPrefix(runId: string): string {
  return `load-${runId}-`;
}

export function startWriteLoad(options: WriteLoadOptions): WriteLoad {
  const runId = crypto.randomBytes(4).toString('hex');
  const started = Date.now();
  const tallies: Record<string, TargetTally> = {};
  for (const t of options.targets) tallies[t.name] = { sent: 0, acknowledged: [], refused: 0, broken: 0, statuses: {}, errors: {} };
  // A node that refuses connections leaves the rotation, as a load balancer's health check would.
  const live = [...options.targets];
  let next = 0;
  let counter = 0;
  let stopping = false;

  const writeOnce = async (target: LoadTarget) => {
    const n = ++counter;
    const tally = tallies[target.name];
    tally.sent++;
    try {
      const res = await fetch(`${target.url}/api/public/contact`, {
        method: 'POST',
        headers: { origin: options.origin, 'content-type': 'application/json', 'x-forwarded-for': clientAddress(runId, n) },
        body: JSON.stringify({
          full_name: `Load Visitor ${n}`,
          email: `${loadEmailPrefix(runId)}${n}@example.com`,
          phone: '(518) 555-0100',
          message: `Write ${n} of load ${runId}: is the two-bedroom still available?`,
        }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
      const text = await res.text();
      if (res.status === 201) tally.acknowledged.push((JSON.parse(text) as { data: { id: string } }).data.id);
      else tally.statuses[res.status] = (tally.statuses[res.status] ?? 0) + 1;
    } catch (err) {
      const code = errorCode(err);
      tally.errors[code] = (tally.errors[code] ?? 0) + 1;
      if (REFUSED.has(code)) {
        tally.refused++;
        const i = live.indexOf(target);
        if (i >= 0) live.splice(i, 1);
      } else {
        tally.broken++;
      }
    }
  };

  const worker = async () => {
    while (!stopping && live.length > 0 && counter < (options.maxWrites ?? Infinity)) {
      const target = live[next++ % live.length];
      await writeOnce(target);
    }
  };
  const workers = Array.from({ length: options.concurrency }, () => worker());

  return {
    runId,
    acknowledged: () => Object.values(tallies).reduce((sum, t) => sum + t.acknowledged.length, 0),
    stop: async () => {
      stopping = true;
      await Promise.all(workers);
      return { runId, durationMs: Date.now() - started, tallies };
    },
    finished: async () => {
      await Promise.all(workers);
      return { runId, durationMs: Date.now() - started, tallies };
    },
  };
}

/** Waits until `count` writes were acknowledged (to stop a node mid-load, not before it began). */
export async function untilAcknowledged(load: WriteLoad, count: number, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (load.acknowledged() < count) {
    if (Date.now() > deadline) throw new Error(`only ${load.acknowledged()} of ${count} writes acknowledged within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
