import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SECURITY_MESSAGES } from '@rentfront/shared';
import { securityEndpoints as endpoints } from '@rentfront/shared/contract/security';
import type { AppContext } from '../../context';
import { writeAudit } from '../../platform/audit';
import { deleteUserSessions } from '../../platform/auth/sessions';
import { endpointRoute } from '../../platform/http/endpoint';
import { notFound, unauthorized } from '../../platform/http/errors';
import { ok } from '../../platform/http/envelope';
import { enforceRateLimit } from '../../platform/rate-limit';
import { listSessions, revokeSession } from './devices';
import { PASSWORD_CHECK_RULE } from './password-check-limit';
import { changePassword } from './password-change';
import { reauthenticate } from './reauth';
import { isUuid } from '../../platform/ids';

// Not a uuid: answer like an unknown session (404), not with a schema message.

/** The signed-in session of an /api/auth/ account call (these paths are not under the admin guard). */
function signedIn(request: FastifyRequest) {
  const session = request.session;
  if (!session) throw unauthorized();
  return { sessionId: session.id, userId: session.user.id, ip: request.ip };
}

/** Password change, signed-in devices and re-authentication of the signed-in user. */
export async function accountRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...endpointRoute(endpoints.changePassword),
    handler: async (request) => {
      const actor = signedIn(request);
      await enforceRateLimit(ctx.rateLimits, PASSWORD_CHECK_RULE, actor.userId);
      await changePassword(ctx, actor, request.body.current_password, request.body.new_password);
      return ok(null, SECURITY_MESSAGES.passwordChanged);
    },
  });

  r.route({
    ...endpointRoute(endpoints.sessions),
    handler: async (request, reply) => {
      const actor = signedIn(request);
      reply.header('cache-control', 'no-store');
      return ok(await listSessions(ctx, actor.userId, actor.sessionId));
    },
  });

  r.route({
    ...endpointRoute(endpoints.signOutSession),
    handler: async (request) => {
      const actor = signedIn(request);
      if (!isUuid(request.params.id)) throw notFound(SECURITY_MESSAGES.sessionNotFound);
      await revokeSession(ctx, actor.userId, request.params.id);
      return ok(null, SECURITY_MESSAGES.sessionSignedOut);
    },
  });

  // Sign out everywhere else: this browser stays signed in.
  r.route({
    ...endpointRoute(endpoints.signOutOthers),
    handler: async (request) => {
      const actor = signedIn(request);
      const ended = await deleteUserSessions(ctx.db, actor.userId, actor.sessionId);
      await writeAudit(ctx.db, {
        actorId: actor.userId,
        action: 'auth.sessions_revoked',
        entityType: 'user',
        entityId: actor.userId,
        details: { sessions_ended: ended },
        ip: actor.ip,
      });
      return ok({ signed_out: ended }, SECURITY_MESSAGES.sessionsSignedOut);
    },
  });

  r.route({
    ...endpointRoute(endpoints.reauth),
    handler: async (request) => {
      const actor = signedIn(request);
      await enforceRateLimit(ctx.rateLimits, PASSWORD_CHECK_RULE, actor.userId);
      await reauthenticate(ctx, { id: actor.sessionId, userId: actor.userId }, request.body.password, actor.ip);
      return ok(null, SECURITY_MESSAGES.reauthDone);
    },
  });
}
