import net from 'node:net';

/**
 * TRUST_PROXY: which hops may tell us the client's address (X-Forwarded-For), its scheme and host.
 * Fastify walks X-Forwarded-For from the right and stops at the first address that is not a
 * trusted proxy, so only the proxies' own addresses belong here: with `true` every hop is trusted
 * and the client's own left-most entry wins, letting anyone pick an address per request.
 */
export type TrustProxy = boolean | string[];

/** Ranges @fastify/proxy-addr knows by name. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** Why `entry` is not an address, a CIDR or a named range; null when it is one. */
function entryProblem(entry: string): string | null {
  if (NAMED_RANGES.has(entry)) return null;
  const [address, prefix, extra] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || extra !== undefined) return `"${entry}" is not an IP address or CIDR`;
  if (prefix === undefined) return null;
  const bits = Number(prefix);
  const max = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(prefix) && bits <= max ? null : `"${entry}" has a prefix length outside 0-${max}`;
}

/**
 * Reads TRUST_PROXY: unset or false-ish is off, true-ish is every hop (accepted outside
 * production only, see config.ts), anything else a comma-separated list of addresses, CIDRs or
 * `loopback` / `linklocal` / `uniquelocal`. Returns the value or the problem, for the config's
 * error message.
 */
export function parseTrustProxy(raw: string | undefined): { value: TrustProxy } | { problem: string } {
  const text = (raw ?? '').trim();
  if (['', 'false', '0', 'no'].includes(text)) return { value: false };
  if (['true', '1', 'yes'].includes(text)) return { value: true };
  const entries = text
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const problem = entryProblem(entry);
    if (problem) return { problem: `${problem} (list the proxies' addresses or CIDRs, comma-separated, e.g. 10.0.0.5,192.168.1.0/24)` };
  }
  return { value: entries };
}
