import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONTRACTOR_PAGE_TEXT } from '@rentfront/shared';
import type { AppContext } from '../../context';
import { AppError } from '../../platform/http/errors';
import { enforceRateLimit } from '../../platform/rate-limit';
import { readMultipart } from '../../platform/uploads';
import { photoRule } from '../maintenance/photos';
import { JOB_ACTION_PATHS, JOB_PAGE_PATH } from './job-links';
import { renderJobPage } from './job-page';
import { acceptJob, markDone, photoRoom, proposeDate, refusedUpload, viewJob, type JobOutcome } from './job-service';

// The link's token; anything else (missing, repeated, not text) is an invalid link: a page, never a 400.
const tokenQuery = z.object({ token: z.preprocess((v) => (typeof v === 'string' ? v : ''), z.string()) });
const schema = { querystring: tokenQuery, hide: true };

/** Steps per IP: generous for a contractor, a wall for anyone hammering the forms. */
const STEP_LIMIT = { name: 'contractor-job-step', max: 30, windowMs: 10 * 60_000 };

/**
 * The contractor's job page (issue 19 item 4, ADR 0017). GET only shows (mail scanners fetch
 * links); each step is a form POST to its own path. The token in the address is the credential,
 * so the auth plugin exempts these paths from the Origin and CSRF checks like the saved-search
 * links (a page served with no-referrer posts `Origin: null`).
 */
export async function jobPageRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const page = (reply: FastifyReply, token: string, result: JobOutcome) =>
    reply
      .status(result.status)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('x-robots-tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(renderJobPage(ctx.config, result.view, token));

  /** Over the limit: the page again with the reason (429), not the API's JSON error. */
  const limited = async (request: FastifyRequest, reply: FastifyReply, token: string): Promise<boolean> => {
    try {
      await enforceRateLimit(ctx.rateLimits, STEP_LIMIT, request.ip);
      return false;
    } catch (err) {
      if (!(err instanceof AppError) || err.statusCode !== 429) throw err;
      const current = await viewJob(ctx, token);
      const view =
        current.view.state === 'open'
          ? { ...current.view, errors: { _: CONTRACTOR_PAGE_TEXT.tooMany }, failedAction: undefined }
          : current.view;
      reply.header('retry-after', err.headers?.['retry-after'] ?? '60');
      await page(reply, token, { view, status: 429 });
      return true;
    }
  };

  r.get(JOB_PAGE_PATH, { schema }, async (request, reply) => page(reply, request.query.token, await viewJob(ctx, request.query.token)));

  r.post(JOB_ACTION_PATHS.accept, { schema }, async (request, reply) => {
    const { token } = request.query;
    if (await limited(request, reply, token)) return reply;
    return page(reply, token, await acceptJob(ctx, token));
  });

  r.post(JOB_ACTION_PATHS.propose, { schema }, async (request, reply) => {
    const { token } = request.query;
    if (await limited(request, reply, token)) return reply;
    const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
    return page(reply, token, await proposeDate(ctx, token, body));
  });

  r.post(JOB_ACTION_PATHS.done, { schema }, async (request, reply) => {
    const { token } = request.query;
    if (await limited(request, reply, token)) return reply;
    // Only an open link reads the upload; the room left bounds the photo count while it streams.
    const room = await photoRoom(ctx, token);
    if (room === null) return page(reply, token, await viewJob(ctx, token));
    if (!request.isMultipart()) return page(reply, token, await markDone(ctx, token, fieldsOf(request.body), []));
    let form;
    try {
      form = await readMultipart(request, { photos: photoRule(room) });
    } catch (err) {
      // Too large, not an image, too many: the form again with the reason, never a JSON error.
      if (err instanceof AppError) return page(reply, token, await refusedUpload(ctx, token, err, ''));
      const status = (err as { statusCode?: number }).statusCode;
      if (status && status >= 400 && status < 500) {
        return page(reply, token, await refusedUpload(ctx, token, new AppError(status, 'The upload could not be read'), ''));
      }
      throw err;
    }
    return page(reply, token, await markDone(ctx, token, form.fields, form.files));
  });
}

function fieldsOf(body: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (body && typeof body === 'object') {
    for (const [k, v] of Object.entries(body)) if (typeof v === 'string') out[k] = v;
  }
  return out;
}
