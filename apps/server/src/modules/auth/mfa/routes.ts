import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AUTH_MESSAGES, SECURITY_MESSAGES } from '@rentfront/shared';
import { securityEndpoints as endpoints } from '@rentfront/shared/contract/security';
import type { AppContext } from '../../../context';
import { currentUser } from '../../../platform/auth/plugin';
import { deleteSessionByToken, SESSION_COOKIE } from '../../../platform/auth/sessions';
import { endpointRoute } from '../../../platform/http/endpoint';
import { unauthorized } from '../../../platform/http/errors';
import { ok } from '../../../platform/http/envelope';
import { enforceRateLimit } from '../../../platform/rate-limit';
import { clearChallengeCookie, MFA_CHALLENGE_COOKIE, setChallengeCookie, setSessionCookie } from '../cookies';
import { disableTotp, enableTotp, getMfaStatus, regenerateRecoveryCodes, setupTotp } from './service';
import { requireRecentAuth } from '../reauth';
import { getSecuritySettings, updateSecuritySettings } from './security-settings';
import { completeMfaSignIn, requireMfaChallenge } from './sign-in';
import { rememberDevice } from '../login-guard';
import { FIFTEEN_MINUTES, PASSWORD_CHECK_RULE } from '../password-check-limit';

// Codes are throttled like passwords (modules/auth/routes.ts login): 10 per account and per
// address in 15 minutes. Six digits and one step either side: ~3 in a million per guess.
const CODE_RULE = { max: 10, windowMs: FIFTEEN_MINUTES, message: SECURITY_MESSAGES.mfaTooManyAttempts };

/** The password step's answer for a user with TOTP on: no session, a challenge cookie. */
export function answerMfaNeeded(ctx: AppContext, reply: FastifyReply, challengeToken: string) {
  setChallengeCookie(ctx.config, reply, challengeToken);
  // `as const`: the login route's answer schema names these literals.
  return { success: true, message: SECURITY_MESSAGES.mfaCodeNeeded, mfa_required: true, user: null, csrf_token: null } as const;
}

function signedIn(request: FastifyRequest) {
  const session = request.session;
  if (!session) throw unauthorized();
  return { sessionId: session.id, userId: session.user.id, ip: request.ip };
}

/** Two-factor sign-in, TOTP setup and the site-wide "require MFA" setting. */
export async function mfaRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...endpointRoute(endpoints.loginMfa),
    handler: async (request, reply) => {
      await enforceRateLimit(ctx.rateLimits, { name: 'mfa-ip', ...CODE_RULE, max: 20 }, request.ip);
      const challenge = await requireMfaChallenge(ctx, request.cookies[MFA_CHALLENGE_COOKIE]);
      await enforceRateLimit(ctx.rateLimits, { name: 'mfa-user', ...CODE_RULE }, challenge.userId);
      const client = { userAgent: request.headers['user-agent'], ip: request.ip };
      const result = await completeMfaSignIn(ctx, challenge, request.body, client);
      const previous = request.cookies[SESSION_COOKIE];
      if (previous) await deleteSessionByToken(ctx.db, previous);
      clearChallengeCookie(ctx.config, reply);
      setSessionCookie(ctx.config, reply, result.sessionToken);
      rememberDevice(ctx, reply, result.user.email);
      return { success: true as const, message: AUTH_MESSAGES.loginSuccess, user: result.user, csrf_token: result.csrfToken };
    },
  });

  r.route({
    ...endpointRoute(endpoints.mfaStatus),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await getMfaStatus(ctx, signedIn(request).userId));
    },
  });

  r.route({
    ...endpointRoute(endpoints.totpSetup),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await setupTotp(ctx, signedIn(request).userId));
    },
  });

  r.route({
    ...endpointRoute(endpoints.totpEnable),
    handler: async (request, reply) => {
      const actor = signedIn(request);
      await enforceRateLimit(ctx.rateLimits, PASSWORD_CHECK_RULE, actor.userId);
      await enforceRateLimit(ctx.rateLimits, { name: 'mfa-user', ...CODE_RULE }, actor.userId);
      reply.header('cache-control', 'no-store');
      const codes = await enableTotp(ctx, actor, request.body);
      return ok({ recovery_codes: codes }, SECURITY_MESSAGES.mfaEnabled);
    },
  });

  r.route({
    ...endpointRoute(endpoints.totpDisable),
    handler: async (request) => {
      const actor = signedIn(request);
      await enforceRateLimit(ctx.rateLimits, { name: 'mfa-user', ...CODE_RULE }, actor.userId);
      await disableTotp(ctx, actor, request.body);
      return ok(null, SECURITY_MESSAGES.mfaDisabled);
    },
  });

  r.route({
    ...endpointRoute(endpoints.recoveryCodes),
    handler: async (request, reply) => {
      const actor = signedIn(request);
      // Shares the code budget of enable, disable and sign-in: a wrong code here is a guess too.
      await enforceRateLimit(ctx.rateLimits, { name: 'mfa-user', ...CODE_RULE }, actor.userId);
      reply.header('cache-control', 'no-store');
      const codes = await regenerateRecoveryCodes(ctx, actor, request.body);
      return ok({ recovery_codes: codes }, SECURITY_MESSAGES.recoveryCodesRegenerated);
    },
  });

  r.route({ ...endpointRoute(endpoints.settings), handler: async () => ok(await getSecuritySettings(ctx.db)) });

  r.route({
    ...endpointRoute(endpoints.saveSettings),
    handler: async (request) => {
      // A security setting is changed like staff: with a password check in the last 15 minutes.
      requireRecentAuth(request);
      const settings = await updateSecuritySettings(ctx, request.body, { id: currentUser(request).id, ip: request.ip });
      return ok(settings, SECURITY_MESSAGES.securitySettingsSaved);
    },
  });
}
