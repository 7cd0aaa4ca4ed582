import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors';

/**
 * PostgreSQL text cannot hold U+0000: a NUL byte anywhere in a statement's parameters makes it
 * refuse the whole statement, which was a 500 on 18 routes (issue 20). No form field has a use
 * for one, so a request carrying one is refused with 400 before any handler runs.
 */
export const NUL_MESSAGE = 'Must not contain a NUL character';

const NUL = '\u0000';

/**
 * Routes that clean control characters out of their own query text and answer as if they were
 * spaces (the public property search: modules/properties/filters.ts `searchTerm`). A visitor's
 * odd search keeps its results there rather than getting a 400.
 */
const QUERY_CLEANED_BY_ROUTE = new Set([
  '/api/properties',
  // Server-rendered pages (pages/render-page.ts) turn control characters in the address into spaces.
  '/',
  '/*',
]);

/** A place in a parsed value: its key in its parent, and the parent (so paths cost nothing until one is needed). */
interface Place {
  key: string | number | undefined;
  parent: Place | undefined;
}

/** The dotted path of `place` (as validation errors name fields); a NUL in a key is shown escaped. */
function fieldName(place: Place, fallback: string): string {
  const keys: string[] = [];
  for (let at: Place | undefined = place; at?.key !== undefined; at = at.parent) keys.push(String(at.key));
  const name = keys.reverse().join('.');
  return name === '' ? fallback : name.replaceAll(NUL, '\\u0000');
}

/**
 * The first field of a parsed JSON, form or query value whose text or key contains NUL. Walks
 * with its own stack and parent links: a 1 MB body of nested arrays must neither overflow the
 * call stack nor cost a copied path per level.
 */
export function fieldWithNul(value: unknown, fallback = 'body'): string | undefined {
  const root: Place = { key: undefined, parent: undefined };
  const pending: { value: unknown; place: Place }[] = [{ value, place: root }];
  while (pending.length > 0) {
    const { value: current, place } = pending.pop()!;
    if (typeof current === 'string') {
      if (current.includes(NUL)) return fieldName(place, fallback);
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) pending.push({ value: current[i], place: { key: i, parent: place } });
    } else if (current !== null && typeof current === 'object' && !ArrayBuffer.isView(current)) {
      // (A Buffer body is bytes, not text fields.)
      const entries = Object.entries(current);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i];
        if (key.includes(NUL)) return fieldName({ key, parent: place }, fallback);
        pending.push({ value: child, place: { key, parent: place } });
      }
    }
  }
  return undefined;
}

/** The 400 for `field`, in the shape of every validation error: the message and `{field: message}`. */
export function nulRefusal(field: string): AppError {
  return badRequest(NUL_MESSAGE, { [field]: NUL_MESSAGE });
}

/** A multipart text field, checked as it is read (platform/uploads.ts); returns the value. */
export function refuseNulInField(name: string, value: string): string {
  if (name.includes(NUL) || value.includes(NUL)) throw nulRefusal(fieldName({ key: name, parent: undefined }, 'field'));
  return value;
}

function refuseNulIn(request: FastifyRequest): void {
  const inParams = fieldWithNul(request.params, 'params');
  if (inParams) throw nulRefusal(inParams);
  if (!QUERY_CLEANED_BY_ROUTE.has(request.routeOptions.url ?? '')) {
    const inQuery = fieldWithNul(request.query, 'query');
    if (inQuery) throw nulRefusal(inQuery);
  }
  // JSON and form bodies are parsed by now; multipart bodies are read by their handler.
  const inBody = fieldWithNul(request.body);
  if (inBody) throw nulRefusal(inBody);
}

/**
 * Refuses NUL in path parameters, query strings and JSON or form bodies on every route, before
 * its own hooks (rate limits), validation and handler. Register before any route.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => refuseNulIn(request));
}
