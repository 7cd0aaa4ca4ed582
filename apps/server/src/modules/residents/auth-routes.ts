import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { residentEndpoints as endpoints } from '@rentfront/shared/contract/residents';
import { RESIDENT_MESSAGES as M } from '@rentfront/shared/residents';
import type { AppContext } from '../../context';
import { writeAudit } from '../../platform/audit';
import { endpointRoute } from '../../platform/http/endpoint';
import { ok } from '../../platform/http/envelope';
import { AppError } from '../../platform/http/errors';
import { residentPasswordLogin, sendResidentSignInLink, setResidentPassword, verifyResidentLink } from './auth-service';
import { currentResident } from './guard';
import { toResidentMe } from './serialize';
import { clearResidentCookie, deleteResidentSessionByToken, readResidentCookie, setResidentCookie } from './sessions';
import { residentThrottle, throttleAccount } from './throttle';

const done = (message: string) => ({ success: true as const, message, data: null });
const clientOf = (request: FastifyRequest) => ({ userAgent: request.headers['user-agent'], ip: request.ip });

/** The resident portal's sign-in (ADR 0034): e-mailed link, optional password, sign-out. */
export async function residentAuthRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const docs = { tags: ['resident portal'] };

  r.route({
    ...endpointRoute(endpoints.requestLink, docs),
    handler: async (request, reply) => {
      const { email } = request.body;
      // Counted like a staff sign-in attempt (a 429 past the limits, whatever the address).
      await residentThrottle(ctx).check({ email: throttleAccount('link', email), ip: request.ip, device: null });
      // Looked up and queued after the answer: a known address answers as fast as an unknown one.
      ctx.background.afterResponse(reply, 'resident sign-in link', () => sendResidentSignInLink(ctx, email));
      return reply.status(202).send(done(M.linkSent));
    },
  });

  r.route({
    ...endpointRoute(endpoints.verify, docs),
    handler: async (request, reply) => {
      const signedIn = await verifyResidentLink(ctx, request.body.token, clientOf(request));
      await replaceSession(request);
      setResidentCookie(ctx.config, reply, signedIn.token);
      await audit(request, signedIn.resident.id, 'resident.sign_in', { method: 'link' });
      return { success: true as const, message: M.signedIn, resident: toResidentMe(signedIn.resident), csrf_token: signedIn.csrfToken };
    },
  });

  r.route({
    ...endpointRoute(endpoints.login, docs),
    handler: async (request, reply) => {
      const { email, password } = request.body;
      const throttle = residentThrottle(ctx);
      const ticket = await throttle.check({ email: throttleAccount('password', email), ip: request.ip, device: null });
      let signedIn;
      try {
        signedIn = await residentPasswordLogin(ctx, email, password, clientOf(request));
      } catch (err) {
        if (err instanceof AppError && err.statusCode === 401) await throttle.failure(ticket);
        throw err;
      }
      await throttle.success(ticket);
      await replaceSession(request);
      setResidentCookie(ctx.config, reply, signedIn.token);
      await audit(request, signedIn.resident.id, 'resident.sign_in', { method: 'password' });
      return { success: true as const, message: M.signedIn, resident: toResidentMe(signedIn.resident), csrf_token: signedIn.csrfToken };
    },
  });

  // Guarded: a session is needed (401 otherwise); a GET carries no token, so none is asked for.
  r.route({
    ...endpointRoute(endpoints.csrf, docs),
    handler: async (request, reply) => {
      currentResident(request);
      reply.header('cache-control', 'no-store');
      return ok({ csrf_token: request.residentSession!.csrfToken });
    },
  });

  r.route({
    ...endpointRoute(endpoints.logout, docs),
    handler: async (request, reply) => {
      await replaceSession(request);
      clearResidentCookie(ctx.config, reply);
      return done(M.signedOut);
    },
  });

  r.route({
    ...endpointRoute(endpoints.password, docs),
    handler: async (request) => {
      const resident = currentResident(request);
      await setResidentPassword(ctx, resident, request.residentSession!.id, request.body);
      await audit(request, resident.id, 'resident.password_set', { changed: resident.passwordHash !== null });
      return done(M.passwordSet);
    },
  });

  /** A new sign-in (or a sign-out) ends the session this browser held, so an old token cannot linger. */
  async function replaceSession(request: FastifyRequest) {
    const previous = readResidentCookie(ctx.config, request);
    if (previous) await deleteResidentSessionByToken(ctx.db, previous);
  }

  // The audit log's actor is a staff id; a resident is named as the entity instead.
  function audit(request: FastifyRequest, residentId: string, action: string, details: Record<string, unknown>) {
    return writeAudit(ctx.db, { actorId: null, action, entityType: 'resident', entityId: residentId, details, ip: request.ip });
  }
}
