import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MFA_SETUP_REQUIRED_CODE, SECURITY_MESSAGES } from '@rentfront/shared';
import type { AppContext } from '../../../context';
import { isAdminPath, normalizePath } from '../../../platform/auth/plugin';
import { AppError } from '../../../platform/http/errors';
import { hasMfaEnabled } from './has-mfa';
import { getSecuritySettings } from './security-settings';

/**
 * While the owner requires two-factor for everyone, a session of a user without it reaches no
 * admin route (403 `mfa_setup_required`, which sends the client to the setup); the /api/auth/mfa
 * setup calls are outside the admin paths, so the way out stays open. Registered right after the
 * auth plugin, so its hook runs once the session is loaded.
 */
export const requireMfaGuard = fp<{ ctx: AppContext }>(async (app: FastifyInstance, { ctx }) => {
  app.addHook('onRequest', async (request) => {
    const session = request.session;
    if (!session) return;
    const route = request.routeOptions.url;
    if (!isAdminPath(normalizePath(request.url)) && !(route !== undefined && isAdminPath(route))) return;
    if (!(await getSecuritySettings(ctx.db)).require_mfa) return;
    if (await hasMfaEnabled(ctx.db, session.user.id)) return;
    throw new AppError(403, SECURITY_MESSAGES.mfaSetupNeeded, undefined, undefined, MFA_SETUP_REQUIRED_CODE);
  });
});
