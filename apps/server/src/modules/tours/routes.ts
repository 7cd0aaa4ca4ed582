import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TOUR_EMAIL_RATE_LIMIT, TOUR_MESSAGES, TOUR_RATE_LIMIT, TOUR_VERIFY_PATH } from '@rentfront/shared';
import { tourEndpoints as endpoints } from '@rentfront/shared/contract/tours';
import type { AppContext } from '../../context';
import { leadSourceOf } from '../../platform/http/lead-source';
import { endpointRoute } from '../../platform/http/endpoint';
import { ok } from '../../platform/http/envelope';
import { sha256 } from '../../platform/crypto';
import { enforceRateLimit, perIpLimit } from '../../platform/rate-limit';
import { cancelTour, rescheduleTour, tourCalendarFile, viewTour } from './manage';
import { startTourReminderJob } from './reminders';
import { tourOffer } from './offer';
import { bookTour, tourAvailability } from './service';
import { tourAdminRoutes } from './admin-routes';
import { renderVerifyPage, verifyTourLink } from './verify';

// A link's token in the query; missing, repeated or not text is just an invalid link: a page, never a 400.
const tokenQuery = z.object({ token: z.preprocess((v) => (typeof v === 'string' ? v.slice(0, 1000) : ''), z.string()) });
/** Changes through a manage link per IP: plenty for a visitor, a wall for anyone guessing. */
const MANAGE_LIMIT = { name: 'tour-manage', max: 30, windowMs: 10 * 60_000 };

/**
 * Public tour routes (issue 21): availability, booking, and the visitor's manage link. The manage
 * POSTs are JSON calls from our own tour page, so they go through the auth plugin's Origin check
 * like every public form; the token in the path is the only credential, and the request logger
 * hides it (logger.ts).
 */
export async function toursRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const stopJob = startTourReminderJob(ctx);
  app.addHook('onClose', async () => stopJob());

  const bookingLimit = perIpLimit(ctx.rateLimits, { name: 'tour-booking', ...TOUR_RATE_LIMIT, message: TOUR_MESSAGES.tooMany });
  const manageLimit = perIpLimit(ctx.rateLimits, { ...MANAGE_LIMIT, message: TOUR_MESSAGES.tooMany });
  const private_ = (reply: FastifyReply) => reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');

  r.route({
    ...endpointRoute(endpoints.availability),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await tourAvailability(ctx, request.query));
    },
  });

  // Which homes of a page take tours of a type (the /tour chooser); changes with the settings, so not stored.
  r.route({
    ...endpointRoute(endpoints.offer),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await tourOffer(ctx, request.query));
    },
  });

  r.route({
    ...endpointRoute(endpoints.book),
    preValidation: bookingLimit,
    handler: async (request, reply) => {
      await enforceRateLimit(
        ctx.rateLimits,
        { name: 'tour-booking-email', ...TOUR_EMAIL_RATE_LIMIT, message: TOUR_MESSAGES.tooManyForEmail },
        sha256(request.body.email.toLowerCase()),
      );
      const booked = await bookTour(ctx, request.body, leadSourceOf(request));
      return reply.status(201).send(ok(booked, TOUR_MESSAGES.booked));
    },
  });

  r.route({
    ...endpointRoute(endpoints.manageView),
    handler: async (request, reply) => {
      private_(reply);
      return ok(await viewTour(ctx, request.params.token));
    },
  });

  r.route({
    ...endpointRoute(endpoints.reschedule),
    preValidation: manageLimit,
    handler: async (request, reply) => {
      private_(reply);
      return ok(await rescheduleTour(ctx, request.params.token, request.body.start), TOUR_MESSAGES.rescheduled);
    },
  });

  r.route({
    ...endpointRoute(endpoints.cancel),
    preValidation: manageLimit,
    handler: async (request, reply) => {
      private_(reply);
      return ok(await cancelTour(ctx, request.params.token), TOUR_MESSAGES.cancelled);
    },
  });

  r.route({
    ...endpointRoute(endpoints.calendar),
    handler: async (request, reply) => {
      const ics = await tourCalendarFile(ctx, request.params.token);
      return private_(reply)
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="tour.ics"')
        .send(ics);
    },
  });

  // The booking e-mail's verification link (verify.ts): a plain page; the button posts back here.
  // A form posted from a mail app's browser may carry `Origin: null`, so the path is a token link
  // in the auth plugin; the token is the credential and the logger drops query values.
  const verifyPage = async (request: FastifyRequest<{ Querystring: { token: string } }>, reply: FastifyReply, apply: boolean) => {
    const state = await verifyTourLink(ctx, request.query.token, apply);
    const action = state === 'ask' ? `${TOUR_VERIFY_PATH}?token=${encodeURIComponent(request.query.token)}` : undefined;
    const { status, html } = renderVerifyPage(ctx.config, state, action);
    return private_(reply).status(status).header('x-robots-tag', 'noindex').type('text/html; charset=utf-8').send(html);
  };
  r.get(TOUR_VERIFY_PATH, { schema: { querystring: tokenQuery, hide: true } }, (request, reply) => verifyPage(request, reply, false));
  r.post(TOUR_VERIFY_PATH, { schema: { querystring: tokenQuery, hide: true }, preValidation: manageLimit }, (request, reply) =>
    verifyPage(request, reply, true),
  );

  await tourAdminRoutes(app, ctx);
}
