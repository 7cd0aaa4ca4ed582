import type { FastifyRequest } from 'fastify';
import { APPLICATION_MESSAGES as M } from '@rentfront/shared';
import { badRequest } from '../../platform/http/errors';

// What a submit request may be, for the spec's submit and a draft's alike.

/** A whole application is a few KB; anything far bigger is not one (413). */
export const SUBMIT_BODY_LIMIT = 100 * 1024;
export const SUBMIT_RATE_LIMIT = { name: 'application-submit', max: 5, windowMs: 60 * 60 * 1000, message: M.tooManySubmits };

/** The submit's optional Idempotency-Key header, checked (400 when it is not a usable key). */
export function applicationIdempotencyKey(request: FastifyRequest): string | undefined {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return undefined;
  const key = (Array.isArray(raw) ? raw[0] : raw).trim();
  if (key.length < 8 || key.length > 200 || !/^[\x21-\x7e]+$/.test(key)) {
    throw badRequest('Idempotency-Key must be 8 to 200 visible ASCII characters');
  }
  return key;
}
