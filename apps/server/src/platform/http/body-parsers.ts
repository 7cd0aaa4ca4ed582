import type { FastifyInstance } from 'fastify';

/**
 * Request body parsers shared by every route.
 *
 * - `application/x-www-form-urlencoded`: HTML forms post it (login accepts it, server.md §2).
 * - `application/json`: Fastify's own parser (with its prototype-poisoning protection), except
 *   that an empty body means "no body". Clients often send `Content-Type: application/json` on
 *   bodyless calls such as logout; that is not a client mistake worth a 400. A route that needs
 *   a body still answers 400 through its schema, and malformed JSON is still a 400.
 */
export function registerBodyParsers(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if ((body as string).trim() === '') {
      done(null, undefined);
      return;
    }
    defaultJson(request, body as string, done);
  });
}
