import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/errors';
import { DiskStorage } from '../storage/disk';
import { isPublicKey, isSafeKey, type Storage } from '../storage/storage';

const TYPES: Record<string, string> = { webp: 'image/webp', avif: 'image/avif', jpg: 'image/jpeg', png: 'image/png' };

/** Public images at /media/<key>: server-generated keys never change content, so cache forever. */
export function registerMedia(app: FastifyInstance, storage: Storage): void {
  app.get('/media/*', async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    if (!isSafeKey(key) || !isPublicKey(key)) throw notFound('File not found');
    const ext = key.split('.').pop() ?? '';
    const type = TYPES[ext];
    if (!type) throw notFound('File not found');
    reply.header('cache-control', 'public, max-age=31536000, immutable').type(type);
    if (storage instanceof DiskStorage) {
      const file = storage.filePath(key);
      if (!fs.existsSync(file)) throw notFound('File not found');
      return reply.send(fs.createReadStream(file));
    }
    if (!(await storage.exists(key))) throw notFound('File not found');
    return reply.send(await storage.get(key));
  });
}
