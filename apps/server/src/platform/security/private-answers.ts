import type { FastifyInstance } from 'fastify';

/**
 * Answers no cache may keep (ASVS 14.3.2): the back office, sign-in and account calls, and what a
 * visitor or resident reads of their own (their profile, chat, tour, application, a notice
 * download). Public pages, media and the public API keep their own caching.
 */
const PRIVATE_API = /^\/api\/(?:admin|auth|user|chatbot|applications|notices|tours\/manage)(?:\/|$)/;

/**
 * Pages a one-time link opens, with its token in the path or in `?token=` (password reset and
 * setup, e-mail verification, tour management and verification, staff invitation, contractor
 * jobs, saved-search confirm and unsubscribe, an application's draft and status page). deploy/Caddyfile
 * redacts the same links.
 */
const TOKEN_PAGE =
  /^\/(?:reset-password|verify-email|tour\/manage|tour\/verify|admin\/invite|contractor-job|saved-searches\/(?:confirm|unsubscribe)|apply\/resume|applications)(?:\/|$)/;

function splitUrl(url: string): { path: string; query: string } {
  const at = url.indexOf('?');
  return at < 0 ? { path: url, query: '' } : { path: url.slice(0, at), query: url.slice(at + 1) };
}

/** A page or call reached with a live token: a token page, or any address carrying `token=`. */
export function isTokenAddress(url: string): boolean {
  const { path, query } = splitUrl(url);
  return TOKEN_PAGE.test(path) || new URLSearchParams(query).has('token');
}

/** Whether the answer to `url` must carry `Cache-Control: no-store`. */
export function isPrivateAddress(url: string): boolean {
  return PRIVATE_API.test(splitUrl(url).path) || isTokenAddress(url);
}

/**
 * Sets the headers last (onSend), over whatever a route chose: `no-store` on private answers, and
 * `Referrer-Policy: no-referrer` where the address holds a token, so a link followed from that
 * page (a map, the resident portal) does not hand the token to another site in its Referer.
 */
export function registerPrivateAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (!isPrivateAddress(request.url)) return;
    reply.header('cache-control', 'no-store');
    if (isTokenAddress(request.url)) reply.header('referrer-policy', 'no-referrer');
  });
}
