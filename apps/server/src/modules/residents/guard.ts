import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '@rentfront/shared';
import { residentRoutes } from '@rentfront/shared/contract/residents-routes';
import type { AppContext } from '../../context';
import { safeEqual } from '../../platform/crypto';
import { AppError } from '../../platform/http/errors';
import { findResidentSession, readResidentCookie, type ResidentSession } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The resident portal's session (only on /api/resident/* routes; never a staff session). */
    residentSession: ResidentSession | null;
  }
}

// Reached without a session: asking for a link, using it, and the optional password sign-in.
// They take no CSRF token (there is no session yet); the platform's Origin check still applies.
const OPEN_ROUTES = new Set<string>([residentRoutes.requestLink.path, residentRoutes.verify.path, residentRoutes.login.path]);
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The resident guard (ADR 0034), registered inside the residents module so it runs for its
 * /api/resident routes only: it reads the resident cookie alone (a staff `sid` opens nothing
 * here), and a write carries the resident session's CSRF token (double submit, as staff writes).
 */
export function registerResidentGuard(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('residentSession', null);
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions.url ?? '';
    if (!route.startsWith('/api/resident/')) return;
    const token = readResidentCookie(ctx.config, request);
    request.residentSession = token ? await findResidentSession(ctx.db, token) : null;
    if (OPEN_ROUTES.has(route)) return;
    if (!request.residentSession) throw new AppError(401, AUTH_MESSAGES.notAuthenticated);
    if (UNSAFE_METHODS.has(request.method)) {
      const header = request.headers['x-csrf-token'];
      if (typeof header !== 'string' || !safeEqual(header, request.residentSession.csrfToken)) {
        throw new AppError(403, AUTH_MESSAGES.invalidCsrf);
      }
    }
  });
}

/** The signed-in resident of a guarded route (the guard above has already run). */
export function currentResident(request: FastifyRequest) {
  if (!request.residentSession) throw new AppError(401, AUTH_MESSAGES.notAuthenticated);
  return request.residentSession.resident;
}
