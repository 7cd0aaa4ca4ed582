import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AUTH_MESSAGES } from '@rentfront/shared';
import { authEndpoints as endpoints } from '@rentfront/shared/contract/auth';
import type { AppContext } from '../../context';
import { auditRequest } from '../../platform/audit';
import { currentUser } from '../../platform/auth/plugin';
import { deleteSessionByToken, SESSION_COOKIE } from '../../platform/auth/sessions';
import { clearSessionCookie, setSessionCookie } from './cookies';
import { answerMfaNeeded } from './mfa/routes';
import { endpointRoute } from '../../platform/http/endpoint';
import { ok } from '../../platform/http/envelope';
import { enforceRateLimit } from '../../platform/rate-limit';
import { readMultipart } from '../../platform/uploads';
import { formDataAsBody, LOGIN_FORM_BUDGET } from './form-body';
import { guardedLogin } from './login-guard';
import { getProfile, PROFILE_PHOTO_RULE, updateProfile } from './profile';
import { login, requestPasswordReset, resetPassword, verifyEmail } from './service';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
/** A done action's answer: its message is always there (authMessageSchema), unlike ok()'s. */
const done = (message: string) => ({ success: true as const, message, data: null });

export async function authRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...endpointRoute(endpoints.login),
    preValidation: formDataAsBody(LOGIN_FORM_BUDGET),
    handler: async (request, reply) => {
      const { email, password } = request.body;
      // Throttle, device cookie and audit entries: login-guard.ts (issue 20).
      const result = await guardedLogin(ctx, request, reply, email, () =>
        login(ctx, email, password, { userAgent: request.headers['user-agent'], ip: request.ip }),
      );
      // A new sign-in replaces whatever session this browser held, so an old token cannot linger.
      const previous = request.cookies[SESSION_COOKIE];
      if (previous) await deleteSessionByToken(ctx.db, previous);
      if (result.kind === 'mfa') return answerMfaNeeded(ctx, reply, result.challengeToken);
      setSessionCookie(ctx.config, reply, result.sessionToken);
      return {
        success: true as const,
        message: AUTH_MESSAGES.loginSuccess,
        user: result.user,
        csrf_token: result.csrfToken,
        ...(result.mfaSetupRequired ? { mfa_setup_required: true } : {}),
      };
    },
  });

  r.route({
    ...endpointRoute(endpoints.logout),
    handler: async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await deleteSessionByToken(ctx.db, token);
      clearSessionCookie(ctx.config, reply);
      return done(AUTH_MESSAGES.logoutSuccess);
    },
  });

  r.route({
    ...endpointRoute(endpoints.csrf),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok({ csrf_token: request.session?.csrfToken ?? null });
    },
  });

  r.route({
    ...endpointRoute(endpoints.forgotPassword),
    handler: async (request, reply) => {
      await enforceRateLimit(ctx.rateLimits, { name: 'forgot-ip', max: 20, windowMs: FIFTEEN_MINUTES }, request.ip);
      // Over the per-address limit we still answer the same, we only stop sending.
      const perEmail = await ctx.rateLimits.hit(`forgot-email:${request.body.email.toLowerCase()}`, FIFTEEN_MINUTES);
      // Looking the address up and queueing the mail happen after the answer: a known address must
      // not answer slower than an unknown one (the timing would tell which staff e-mails exist).
      const { email } = request.body;
      if (perEmail.count <= 5 * ctx.rateLimits.limitScale)
        ctx.background.afterResponse(reply, 'password reset mail', () => requestPasswordReset(ctx, email));
      return done(AUTH_MESSAGES.forgotSuccess);
    },
  });

  r.route({
    ...endpointRoute(endpoints.resetPassword),
    handler: async (request) => {
      await enforceRateLimit(ctx.rateLimits, { name: 'reset-ip', max: 20, windowMs: FIFTEEN_MINUTES }, request.ip);
      const userId = await resetPassword(ctx, request.params.token, request.body.new_password);
      await auditRequest(ctx.db, request, { actorId: userId, action: 'auth.password_reset', entityType: 'user', entityId: userId });
      return done(AUTH_MESSAGES.resetSuccess);
    },
  });

  r.route({
    ...endpointRoute(endpoints.verifyEmail),
    handler: async (request) => {
      await verifyEmail(ctx, request.params.token);
      return done(AUTH_MESSAGES.verifySuccess);
    },
  });

  r.route({
    ...endpointRoute(endpoints.profile),
    handler: async (request) => {
      const user = await getProfile(ctx, currentUser(request).id);
      return { success: true as const, user };
    },
  });

  // The form (and its photo) is read here: readMultipart applies the photo's size and type rule.
  r.route({
    ...endpointRoute(endpoints.updateProfile),
    handler: async (request) => {
      const form = await readMultipart(request, { profile_photo: PROFILE_PHOTO_RULE });
      const user = await updateProfile(ctx, currentUser(request).id, form);
      return { success: true as const, user, message: AUTH_MESSAGES.updateProfileSuccess };
    },
  });
}
