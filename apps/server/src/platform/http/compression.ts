import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import compress from '@fastify/compress';

/**
 * Text the server writes per request: JSON, HTML, XML (sitemaps), CSV, plain text, JavaScript,
 * SVG and manifests. Images, fonts, PDFs and other binary files are already compressed (or gain
 * nothing) and keep their bytes, so /media is never recompressed.
 */
export const COMPRESSIBLE_TYPE =
  /^(?:text\/(?!event-stream)|application\/(?:json|xml|javascript|manifest\+json|[\w.-]+\+(?:json|xml))|image\/svg\+xml)/i;

/** Below this a compressed body saves less than the work and headers cost. */
export const COMPRESS_THRESHOLD = 1024;

/** Largest buffered body compressed synchronously (about 0.4 ms of brotli at quality 3). */
export const SYNC_COMPRESS_MAX = 64 * 1024;

/**
 * Dynamic responses over 1 KB leave with brotli or gzip, whichever Accept-Encoding prefers.
 * Brotli runs at quality 3: a server-rendered page (32 KB) compresses in about half the CPU of
 * quality 4 (0.16 against 0.30 ms) for 5 % more bytes (6.8 against 6.5 KB), and a page of cards
 * as JSON in 0.15 against 0.25 ms for 3 % more; with every uncached page rendered and compressed
 * per request, the CPU is worth more than those 300 bytes (docs/performance.md). A response that
 * already has a Content-Encoding (the web build's .br/.gz files served by @fastify/static,
 * sitemaps compressed once in memory) is sent as it is, never twice. Request bodies are not
 * decompressed: no client of this API sends them compressed, and inflating uploads would
 * sidestep the body limits.
 *
 * Buffered bodies up to SYNC_COMPRESS_MAX (a page of cards is 20-30 KB) are compressed in one
 * call instead of through a zlib stream: profiling the search mix showed the per-response stream
 * (its setup, pipeline, threadpool hand-off and chunked writes) cost more CPU than the brotli work
 * itself. The plugin's own default sync limit is 8 KB on a 2-core host, where it expects the
 * threadpool to overlap compression with the event loop, but with PostgreSQL on the same cores
 * there is no idle core to overlap with. Bigger bodies and streams keep the stream path.
 *
 * Register before the routes: the plugin attaches itself to each route as it is declared.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD,
    syncThreshold: SYNC_COMPRESS_MAX,
    customTypes: COMPRESSIBLE_TYPE,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3 } },
    zlibOptions: { level: 6 },
  });

  // A compressible response depends on Accept-Encoding even when this one went out plain
  // (small, or the client asked for identity): say so, so a shared cache keys on it.
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && COMPRESSIBLE_TYPE.test(type)) addVary(reply, 'accept-encoding');
    return payload;
  });
}

function addVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  const list = Array.isArray(current) ? current.join(', ') : typeof current === 'string' ? current : '';
  if (list.split(',').some((v) => v.trim().toLowerCase() === field || v.trim() === '*')) return;
  reply.header('vary', list ? `${list}, ${field}` : field);
}
