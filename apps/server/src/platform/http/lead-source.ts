// The lead's source (issue 35 item 2, lead-source.ts in shared): a visitor who lands on any page
// by a tagged link (`?utm_source=zillow_rental_network`, the feeds' listing links) gets a
// first-party cookie with the tag; the contact, tour and application endpoints store it with what
// the visitor sends. Last tag wins: the link that brought them back is the one that worked.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LEAD_SOURCE_COOKIE, LEAD_SOURCE_MAX_AGE_S, LEAD_SOURCE_PARAM, normalizeLeadSource } from '@rentfront/shared/lead-source';
import type { Config } from '../../config';

export function registerLeadSourceCookie(app: FastifyInstance, config: Config): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || request.url.startsWith('/api/')) return;
    const query = request.url.indexOf('?');
    if (query < 0) return;
    const source = normalizeLeadSource(new URLSearchParams(request.url.slice(query + 1)).get(LEAD_SOURCE_PARAM));
    if (!source || request.cookies[LEAD_SOURCE_COOKIE] === source) return;
    reply.setCookie(LEAD_SOURCE_COOKIE, source, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: config.secureCookies,
      maxAge: LEAD_SOURCE_MAX_AGE_S,
    });
  });
}

/** The source the visitor arrived by, as stored on their lead; null when they came direct. */
export function leadSourceOf(request: FastifyRequest): string | null {
  return normalizeLeadSource(request.cookies[LEAD_SOURCE_COOKIE]) ?? null;
}
