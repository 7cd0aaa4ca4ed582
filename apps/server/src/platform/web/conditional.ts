import type { FastifyRequest } from 'fastify';
import type { ObjectInfo } from '../storage/storage';

/** Whether an `If-None-Match` list (`"a", W/"b"` or `*`) names this entity tag (weak comparison, RFC 9110 §13.1.2). */
export function etagMatches(ifNoneMatch: string, etag: string): boolean {
  if (!etag) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/**
 * Whether the client's cached copy is current: `If-None-Match` decides when present, else
 * `If-Modified-Since` (HTTP dates have whole seconds, so compare at that precision).
 */
export function isNotModified(request: FastifyRequest, info: ObjectInfo): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch) return etagMatches(ifNoneMatch, info.etag);
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Math.floor(info.lastModified.getTime() / 1000) * 1000 <= since;
}

/** Whether the request carries a validator worth a metadata look-up before opening the file. */
export function isConditional(request: FastifyRequest): boolean {
  return Boolean(request.headers['if-none-match'] || request.headers['if-modified-since']);
}
