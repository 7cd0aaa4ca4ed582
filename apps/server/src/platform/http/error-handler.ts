import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { GENERIC_ERROR_MESSAGE, type ApiErrorBody } from '@rentfront/shared';
import { ZodError } from 'zod';
import { databaseErrorCode } from '../../logger-errors';
import { AppError } from './errors';
import { NUL_MESSAGE } from './text-guard';

/** SQLSTATEs of text the database cannot store: invalid byte sequence (a NUL), untranslatable character. */
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);

function body(message: string, errors?: Record<string, string>, requestId?: string, code?: string): ApiErrorBody {
  const out: ApiErrorBody = { success: false, detail: message, message };
  if (errors && Object.keys(errors).length > 0) out.errors = errors;
  if (code) out.code = code;
  if (requestId) out.request_id = requestId;
  return out;
}

/** Turns zod issues into `{field: message}` keeping the first message per field. */
export function zodIssuesToErrors(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

function firstMessage(errors: Record<string, string>): string {
  return Object.values(errors)[0] ?? 'Invalid request';
}

/**
 * Errors the router raises before any route or hook runs (a URL with a broken %-escape, a path
 * parameter past `maxParamLength`): Fastify's own bodies are not our envelope, so pass this as
 * the `frameworkErrors` option of the Fastify constructor.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_BAD_URL') {
    void reply.status(400).send(body('Malformed URL'));
    return;
  }
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.status(414).send(body('URL is too long'));
    return;
  }
  request.log.error({ err: error }, 'router error');
  void reply.status(500).send(body(GENERIC_ERROR_MESSAGE, undefined, request.id));
}

/**
 * Every failure leaves as the envelope of server.md §1: client mistakes keep their status and a
 * readable message, anything else is a 500 whose details stay in the log.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send(body(error.message, error.errors, undefined, error.code));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const v of error.validation) {
        const path = (v.instancePath || '').replace(/^\//, '').replace(/\//g, '.');
        const key = path || String((v.params as { issue?: { path?: unknown[] } })?.issue?.path?.join('.') ?? '_');
        if (!(key in errors)) errors[key] = v.message ?? 'Invalid value';
      }
      return reply.status(400).send(body(firstMessage(errors), errors));
    }
    if (error instanceof ZodError) {
      const errors = zodIssuesToErrors(error.issues);
      return reply.status(400).send(body(firstMessage(errors), errors));
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_FILES_LIMIT') {
      return reply.status(413).send(body('Request body is too large'));
    }
    if (status === 415 || error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send(body('Unsupported content type'));
    }
    if (status === 429) {
      return reply.status(429).send(body('Too many requests. Please try again later.'));
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, bad multipart and similar parser errors: the client's mistake.
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? 'Malformed JSON body'
          : error.message || 'Bad request';
      return reply.status(status).send(body(message));
    }
    // A backstop for text that reached the database some way the text guard does not see:
    // PostgreSQL refusing a character (NUL) is still the client's input, not a server fault.
    if (UNSTORABLE_TEXT.has(databaseErrorCode(error) ?? '')) {
      return reply.status(400).send(body(NUL_MESSAGE));
    }
    // Logged by the err serializer (logger-errors.ts): a database error by code and constraint
    // only, never the statement's parameters.
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body(GENERIC_ERROR_MESSAGE, undefined, request.id));
  });

  app.setNotFoundHandler((request, reply) => {
    // Non-API paths are handled by the SPA fallback registered in platform/web.
    return reply.status(404).send(body(`No route for ${request.method} ${request.url.split('?')[0]}`));
  });
}
