import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { STAFF_MESSAGES as M } from '@rentfront/shared';
import { staffEndpoints as endpoints } from '@rentfront/shared/contract/staff';
import type { AppContext } from '../../context';
import { currentUser } from '../../platform/auth/plugin';
import { endpointRoute } from '../../platform/http/endpoint';
import { ok } from '../../platform/http/envelope';
import { enforceRateLimit } from '../../platform/rate-limit';
import { requireRecentAuth } from '../auth/reauth';
import { resetStaffMfa } from './mfa-reset';
import { acceptInvite, inviteStaff, listStaff, resendInvite, updateStaff, type Actor } from './service';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const tags = ['Staff'];

/**
 * Staff users and roles (issue 20, ADR 0022). The /api/admin/users routes need `staff.manage`
 * (owners) through the permission map; accepting an invitation is public, the token is the credential.
 */
export async function staffRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const actorOf = (request: Parameters<typeof currentUser>[0]): Actor => {
    const user = currentUser(request);
    return { id: user.id, fullName: user.fullName, ip: request.ip };
  };

  r.route({
    ...endpointRoute(endpoints.list, { tags }),
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await listStaff(ctx.db));
    },
  });

  // Changing who has access asks for the password again after 15 minutes, like a PII reveal
  // (issue 20): 403 `reauth_required`, answered by the web's password prompt and a retry.
  r.route({
    ...endpointRoute(endpoints.invite, { tags }),
    handler: async (request, reply) => {
      requireRecentAuth(request);
      const member = await inviteStaff(ctx, actorOf(request), request.body);
      return reply.status(201).send(ok(member, M.invited));
    },
  });

  r.route({
    ...endpointRoute(endpoints.update, { tags }),
    handler: async (request) => {
      requireRecentAuth(request);
      return ok(await updateStaff(ctx, actorOf(request), request.params.id, request.body), M.updated);
    },
  });

  // A pending invitation that expired or was lost: a new link, the old one dead.
  r.route({
    ...endpointRoute(endpoints.resendInvite, { tags }),
    handler: async (request) => {
      requireRecentAuth(request);
      return ok(await resendInvite(ctx, actorOf(request), request.params.id), M.inviteResent);
    },
  });

  // A colleague's lost or locked authenticator: owners only (staff.manage), after a recent password.
  r.route({
    ...endpointRoute(endpoints.resetMfa, { tags }),
    handler: async (request) => {
      requireRecentAuth(request);
      return ok(await resetStaffMfa(ctx, actorOf(request), request.params.id), M.mfaReset);
    },
  });

  r.route({
    ...endpointRoute(endpoints.acceptInvite, { tags }),
    handler: async (request) => {
      await enforceRateLimit(ctx.rateLimits, { name: 'invite-accept-ip', max: 20, windowMs: FIFTEEN_MINUTES }, request.ip);
      await acceptInvite(ctx, request.body, request.ip);
      return { success: true as const, message: M.inviteAccepted, data: null };
    },
  });
}
