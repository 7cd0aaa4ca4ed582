import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import { notFound } from '../http/errors';
import { StorageUnavailableError } from '../storage/errors';
import { isPublicKey, isSafeKey, type ObjectInfo, type Storage } from '../storage/storage';
import { isConditional, isNotModified } from './conditional';

const TYPES: Record<string, string> = { webp: 'image/webp', avif: 'image/avif', jpg: 'image/jpeg', png: 'image/png' };

/** Validators and the year-long cache: server-generated keys never change content. */
function cacheHeaders(reply: FastifyReply, info: ObjectInfo): FastifyReply {
  reply.header('cache-control', 'public, max-age=31536000, immutable');
  if (info.etag) reply.header('etag', info.etag);
  return reply.header('last-modified', info.lastModified.toUTCString());
}

/**
 * A public read that fails for any reason but an outage (a name the file system refuses, a
 * symlink loop, a driver error) is a 404 to the visitor: anyone can ask for any address, so
 * neither a 500 nor a stack in the log per request. One warning line says what it was.
 */
async function readOrNotFound<T>(log: FastifyBaseLogger, key: string, read: () => Promise<T | null>): Promise<T> {
  let found: T | null;
  try {
    found = await read();
  } catch (err) {
    if (err instanceof StorageUnavailableError) throw err;
    const e = err as NodeJS.ErrnoException;
    log.warn({ key: key.slice(0, 200), code: e?.code, error: e?.name }, 'media read failed: answered 404');
    throw notFound('File not found');
  }
  if (!found) throw notFound('File not found');
  return found;
}

/**
 * Public images at /media/<key>, streamed from the store (disk or S3) without holding the file
 * in memory. A revalidation with a matching ETag (or Last-Modified) costs a metadata look-up and
 * answers 304. A store outage is a 503 (StorageUnavailableError), a missing key or any other read failure a 404.
 */
export function registerMedia(app: FastifyInstance, storage: Storage): void {
  app.get('/media/*', async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    if (!isSafeKey(key) || !isPublicKey(key)) throw notFound('File not found');
    const type = TYPES[key.split('.').pop() ?? ''];
    if (!type) throw notFound('File not found');

    if (isConditional(request)) {
      const info = await readOrNotFound(request.log, key, () => storage.stat(key));
      if (isNotModified(request, info)) return cacheHeaders(reply, info).status(304).send();
    }
    const object = await readOrNotFound(request.log, key, () => storage.open(key));
    return cacheHeaders(reply, object).type(type).header('content-length', String(object.size)).send(object.stream);
  });
}
