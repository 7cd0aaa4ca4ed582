import net from 'node:net';

/** Expands `::`, so an IPv6 address is its eight groups of hex. */
function ipv6Groups(address: string): string[] {
  const [head, tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  return [...left, ...Array<string>(Math.max(0, missing)).fill('0'), ...right];
}

/**
 * The subject a per-address limit counts: an IPv6 client by its /64, since one subscriber line or
 * host usually gets a whole /64 and can pick any of its 2^64 addresses per request; an IPv4-mapped
 * address (`::ffff:192.0.2.1`) as the IPv4 address it is. Anything else (an IPv4 address, an
 * e-mail, a token's hash) is its own subject.
 */
export function rateLimitSubject(subject: string): string {
  if (net.isIPv6(subject) === false) return subject;
  const address = subject.toLowerCase().split('%')[0];
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) return mapped[1];
  // A dotted IPv4 tail (`64:ff9b::192.0.2.1`) only sits in the last 32 bits, past the /64.
  const groups = ipv6Groups(address.replace(/:\d+\.\d+\.\d+\.\d+$/, ':0:0'));
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}
