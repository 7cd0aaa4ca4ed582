import autocannon from 'autocannon';

export interface Measurement {
  name: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  errors: number;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

function run(url: string, paths: string[], connections: number, duration: number, record: boolean, headers: Record<string, string>) {
  let i = 0;
  const times: number[] = [];
  return new Promise<{ times: number[]; result: { requests: { average: number }; non2xx: number; errors: number; timeouts: number } }>(
    (resolve, reject) => {
      const instance = autocannon(
        {
          url,
          connections,
          duration,
          headers,
          requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }],
        },
        (err, result) => (err ? reject(err) : resolve({ times, result })),
      );
      // autocannon reports p97.5 but not p95: keep every response time and compute our own.
      if (record) instance.on('response', (_c, _s, _b, responseTime) => times.push(responseTime));
    },
  );
}

/** Warms up, then measures one scenario; latencies in ms, throughput in requests per second. */
export async function measure(
  name: string,
  base: string,
  paths: string[],
  connections: number,
  duration: number,
  headers: Record<string, string> = {},
): Promise<Measurement> {
  await run(base, paths, connections, Math.min(3, duration), false, headers);
  const { times, result } = await run(base, paths, connections, duration, true, headers);
  times.sort((a, b) => a - b);
  return {
    name,
    rps: result.requests.average,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    requests: times.length,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}
