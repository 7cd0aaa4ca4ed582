import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFound } from '../http/errors';
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
 * Public images at /media/<key>, streamed from the store (disk or S3) without holding the file
 * in memory. A revalidation with a matching ETag (or Last-Modified) costs a metadata look-up and
 * answers 304. A store outage is a 503 (StorageUnavailableError), a missing key a 404.
 */
export function registerMedia(app: FastifyInstance, storage: Storage): void {
  app.get('/media/*', async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    if (!isSafeKey(key) || !isPublicKey(key)) throw notFound('File not found');
    const type = TYPES[key.split('.').pop() ?? ''];
    if (!type) throw notFound('File not found');

    if (isConditional(request)) {
      const info = await storage.stat(key);
      if (!info) throw notFound('File not found');
      if (isNotModified(request, info)) return cacheHeaders(reply, info).status(304).send();
    }
    const object = await storage.open(key);
    if (!object) throw notFound('File not found');
    return cacheHeaders(reply, object).type(type).header('content-length', String(object.size)).send(object.stream);
  });
}
