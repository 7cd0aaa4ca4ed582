import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_MESSAGES } from '@rentfront/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { writeAudit } from '../audit';
import { AppError } from '../http/errors';
import { safeEqual } from '../crypto';
import { roleMayCall } from './permissions';
import { findSession, purgeExpiredSessions, SESSION_COOKIE, type ActiveSession } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session, when the `sid` cookie names a live one. */
    session: ActiveSession | null;
  }
  interface FastifyInstance {
    /** Every guarded route registered (method + pattern), for the route-table permission test. */
    guardedRoutes: { method: string; url: string }[];
  }
}

const PURGE_EVERY_MS = 60 * 60 * 1000;
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// Login may run from a tab holding a stale session; the Origin check still protects it.
const CSRF_EXEMPT = new Set(['/api/auth/login']);
// Saved-search links: the single-purpose token in the address is the credential, and an RFC 8058
// one-click unsubscribe is POSTed by the mail provider itself, without an Origin.
// Contractors' job pages (issue 19) post their step forms the same way: the token is the credential.
const TOKEN_LINK_PATHS = new Set([
  // Issue 33: the payment processor's webhook carries no Origin; the SDK's signature check guards it.
  '/api/payments/webhooks/stripe',
  '/saved-searches/confirm',
  '/saved-searches/unsubscribe',
  '/contractor-job/accept',
  '/contractor-job/propose',
  '/contractor-job/done',
  // Issue 30: the tour booking e-mail's "confirm my e-mail address" page posts back to itself.
  '/tour/verify',
]);

/** Routes that need a verified admin: everything under /api/admin/ plus the profile. */
export function isAdminPath(pathname: string): boolean {
  return pathname.startsWith('/api/admin/') || pathname === '/api/admin' || pathname === '/api/user/profile';
}

/**
 * The path as the router sees it: percent-decoded, without the query, repeated or trailing
 * slashes. The router ignores trailing slashes and decodes `%61dmin`, so a guard on the raw URL
 * could be walked around with `/api/user/profile/` or `/api/%61dmin/...`.
 */
export function normalizePath(url: string): string {
  let pathname = url.split('?')[0];
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    // Malformed escapes: keep the raw path; the router will not match it to a route either.
  }
  pathname = pathname.replace(/\/{2,}/g, '/');
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** Guarded when either the matched route pattern or the normalised path is an admin path. */
function needsAdmin(request: FastifyRequest, pathname: string): boolean {
  const route = request.routeOptions.url;
  return (route !== undefined && isAdminPath(route)) || isAdminPath(pathname);
}

// Static files never need the session; looking it up would cost a query per image.
const NO_SESSION_PREFIXES = ['/assets/', '/media/'];
// The resident portal has its own session and CSRF token (modules/residents/guard.ts, ADR 0034):
// a staff session is not looked up there, so it neither opens those routes nor demands its token.
const RESIDENT_PREFIX = '/api/resident/';

function requestOrigin(request: FastifyRequest): string | null {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== 'null') return origin;
  const referer = request.headers.referer;
  if (typeof referer === 'string') {
    try {
      return new URL(referer).origin;
    } catch {
      return null;
    }
  }
  return null;
}

export interface AuthPluginOptions {
  db: Db;
  config: Config;
}

/**
 * Loads the session, refuses cross-site writes (Origin and CSRF token) and guards the admin
 * routes. Guarding by path here means no admin route can forget its check.
 */
export const authPlugin = fp<AuthPluginOptions>(async (app: FastifyInstance, { db, config }) => {
  const trustedOrigins = new Set([config.publicOrigin, ...config.allowedOrigins]);
  app.decorateRequest('session', null);

  // Collected as routes register, so a test can check each one against the permission map.
  const guardedRoutes: { method: string; url: string }[] = [];
  app.decorate('guardedRoutes', guardedRoutes);
  app.addHook('onRoute', (route) => {
    if (!isAdminPath(route.url)) return;
    for (const method of [route.method].flat()) guardedRoutes.push({ method, url: route.url });
  });

  // Expired sessions are refused on lookup already; this only keeps the table from growing.
  let purgeTimer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    purgeTimer = setInterval(() => {
      purgeExpiredSessions(db).catch((err) => app.log.warn({ err }, 'could not purge expired sessions'));
    }, PURGE_EVERY_MS);
    purgeTimer.unref();
  });
  app.addHook('onClose', async () => clearInterval(purgeTimer));

  app.addHook('onRequest', async (request) => {
    const pathname = normalizePath(request.url);
    const token = request.cookies[SESSION_COOKIE];
    if (token && !NO_SESSION_PREFIXES.some((prefix) => pathname.startsWith(prefix)) && !pathname.startsWith(RESIDENT_PREFIX)) {
      request.session = await findSession(db, token);
    }

    if (UNSAFE_METHODS.has(request.method) && !TOKEN_LINK_PATHS.has(pathname)) {
      const origin = requestOrigin(request);
      if (!origin || !trustedOrigins.has(origin)) {
        throw new AppError(403, AUTH_MESSAGES.forbiddenOrigin);
      }
      if (request.session && !CSRF_EXEMPT.has(request.routeOptions.url ?? pathname)) {
        const header = request.headers['x-csrf-token'];
        if (typeof header !== 'string' || !safeEqual(header, request.session.csrfToken)) {
          throw new AppError(403, AUTH_MESSAGES.invalidCsrf);
        }
      }
    }

    if (needsAdmin(request, pathname)) {
      const user = request.session?.user;
      if (!user) throw new AppError(401, AUTH_MESSAGES.notAuthenticated);
      if (!user.isVerified || !user.isActive) throw new AppError(403, AUTH_MESSAGES.notAdmin);
      // No matched route (a 404 to be) needs no permission; a matched one needs its mapped one.
      const route = request.routeOptions.url;
      if (route !== undefined && isAdminPath(route) && !roleMayCall(user.role, request.method, route)) {
        // The refusal stands even when the audit write fails; that failure is only logged.
        await writeAudit(db, {
          actorId: user.id,
          action: 'permission.denied',
          entityType: 'route',
          details: { method: request.method, route, role: user.role },
          ip: request.ip,
        }).catch((err: unknown) => request.log.warn({ err }, 'could not audit a refused route'));
        throw new AppError(403, AUTH_MESSAGES.notPermitted);
      }
    }
  });
});

/** The signed-in staff member of a guarded route (the guard above has already run). */
export function currentUser(request: FastifyRequest) {
  if (!request.session) throw new AppError(401, AUTH_MESSAGES.notAuthenticated);
  return request.session.user;
}
