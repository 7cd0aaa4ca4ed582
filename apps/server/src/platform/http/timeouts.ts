import type { Config } from '../../config';

/**
 * Request and head timeouts of the HTTP server (Fastify's own default is none: a client trickling
 * its body a byte at a time held its connection for ever). Node answers 408 and closes a
 * connection whose request has not fully arrived in time. Only the arrival is timed, never the
 * handler: a slow export is not cut. The defaults (5 min a request, 30 s a head) let a phone on a
 * poor connection send a 100 MB property form at about 3 Mbit/s.
 *
 * Node looks for late requests every `connectionsCheckingInterval` (30 s by default, which would
 * let a short timeout run long): a tenth of the head timeout, between 100 ms and 5 s.
 */
export function httpTimeoutOptions(config: Pick<Config, 'httpRequestTimeoutMs' | 'httpHeadersTimeoutMs'>) {
  const checkEvery = Math.min(5_000, Math.max(100, Math.floor(config.httpHeadersTimeoutMs / 10)));
  return {
    requestTimeout: config.httpRequestTimeoutMs,
    http: { headersTimeout: config.httpHeadersTimeoutMs, connectionsCheckingInterval: checkEvery },
  };
}
