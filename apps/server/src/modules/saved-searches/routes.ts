import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SAVED_SEARCH_EMAIL_RATE_LIMIT, SAVED_SEARCH_MESSAGES, SAVED_SEARCH_PAGE_TEXT, SAVED_SEARCH_RATE_LIMIT } from '@rentfront/shared';
import { savedSearchEndpoints as endpoints } from '@rentfront/shared/contract/saved-searches';
import type { AppContext } from '../../context';
import { endpointRoute } from '../../platform/http/endpoint';
import { ok } from '../../platform/http/envelope';
import { enforceRateLimit, perIpLimit } from '../../platform/rate-limit';
import { runAlerts, startAlertJob } from './alerts';
import { CONFIRM_PATH, UNSUBSCRIBE_PATH } from './emails';
import { renderLinkPage } from './pages';
import {
  confirmLink,
  deleteSavedSearch,
  emailIndexOf,
  listSavedSearches,
  saveSearchFromWeb,
  unsubscribeLink,
  type LinkOutcome,
} from './service';

// A link's token; anything else (missing, repeated, not text) is simply an invalid link: a page, never a 400.
const tokenQuery = z.object({ token: z.preprocess((v) => (typeof v === 'string' ? v : ''), z.string()) });

/** HTTP routes of the saved-searches domain (issue 18, item 7). Registered by app.ts. */
export async function savedSearchesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const stopJob = startAlertJob(ctx);
  app.addHook('onClose', async () => stopJob());

  // Every attempt counts, valid or not; a second limit per address keeps anyone from flooding one inbox.
  const ipLimit = perIpLimit(ctx.rateLimits, { name: 'saved-search', ...SAVED_SEARCH_RATE_LIMIT, message: SAVED_SEARCH_MESSAGES.tooMany });

  r.route({
    ...endpointRoute(endpoints.save),
    preValidation: ipLimit,
    handler: async (request, reply) => {
      await enforceRateLimit(
        ctx.rateLimits,
        { name: 'saved-search-email', ...SAVED_SEARCH_EMAIL_RATE_LIMIT, message: SAVED_SEARCH_MESSAGES.tooManyForEmail },
        emailIndexOf(ctx, request.body.email),
      );
      await saveSearchFromWeb(ctx, request.body);
      return reply.status(202).send(ok(null, SAVED_SEARCH_MESSAGES.saved));
    },
  });

  // The pages the links land on. GET only shows (mail scanners fetch links); the button POSTs.
  // RFC 8058: mail clients POST the List-Unsubscribe address themselves (no Origin; see the auth plugin).
  const page = (reply: FastifyReply, outcome: LinkOutcome, action?: { url: string; label: string }) => {
    const { status, html } = renderLinkPage(ctx.config, outcome, action);
    return reply
      .status(status)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('x-robots-tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(html);
  };
  const selfUrl = (path: string, token: string) => `${path}?token=${encodeURIComponent(token)}`;

  r.get(CONFIRM_PATH, { schema: { querystring: tokenQuery, hide: true } }, async (request, reply) => {
    const outcome = await confirmLink(ctx, request.query.token, false);
    const action =
      outcome.state === 'confirm'
        ? { url: selfUrl(CONFIRM_PATH, request.query.token), label: SAVED_SEARCH_PAGE_TEXT.confirmButton }
        : undefined;
    return page(reply, outcome, action);
  });

  r.post(CONFIRM_PATH, { schema: { querystring: tokenQuery, hide: true } }, async (request, reply) => {
    return page(reply, await confirmLink(ctx, request.query.token, true));
  });

  r.get(UNSUBSCRIBE_PATH, { schema: { querystring: tokenQuery, hide: true } }, async (request, reply) => {
    const outcome = await unsubscribeLink(ctx, request.query.token, false);
    const action =
      outcome.state === 'unsubscribe'
        ? { url: selfUrl(UNSUBSCRIBE_PATH, request.query.token), label: SAVED_SEARCH_PAGE_TEXT.unsubscribeButton }
        : undefined;
    return page(reply, outcome, action);
  });

  r.post(UNSUBSCRIBE_PATH, { schema: { querystring: tokenQuery, hide: true } }, async (request, reply) => {
    return page(reply, await unsubscribeLink(ctx, request.query.token, true));
  });

  // Admin (the auth plugin guards every /api/admin/ path)

  r.route({ ...endpointRoute(endpoints.adminList), handler: async (request) => ok(await listSavedSearches(ctx, request.query)) });

  r.route({
    ...endpointRoute(endpoints.remove),
    handler: async (request) => {
      await deleteSavedSearch(ctx, request.params.id);
      return ok(null, SAVED_SEARCH_MESSAGES.deleted);
    },
  });

  // Runs the alert job now (the office's "send due alerts"; the same pass the timer makes).
  r.route({
    ...endpointRoute(endpoints.runAlerts),
    handler: async () => {
      const sent = await runAlerts(ctx);
      return ok({ sent }, SAVED_SEARCH_MESSAGES.alertsRun(sent));
    },
  });
}
