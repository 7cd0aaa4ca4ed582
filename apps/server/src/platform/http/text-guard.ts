import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors';

/**
 * PostgreSQL text cannot hold U+0000: a NUL byte anywhere in a statement's parameters makes it
 * refuse the whole statement, which was a 500 on 18 routes (issue 20). No form field has a use
 * for one, so a request carrying one is refused with 400 before any handler runs.
 */
export const NUL_MESSAGE = 'Must not contain a NUL character';
/**
 * The other characters no field has a use for: C0 controls but tab, line feed and carriage return
 * (multi-line fields hold those; single-line fields are checked by their own schemas), DEL, and
 * UTF-16 halves without their partner (JSON's `\ud800` escape), which are not text at all and
 * turn into U+FFFD or errors further down (mail, CSV, PDF).
 */
export const CONTROL_MESSAGE = 'Must not contain control characters';

const NUL = '\u0000';
const CONTROL_OR_LONE_SURROGATE =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why `text` cannot be stored as it is, or undefined when it can. */
export function invalidTextMessage(text: string): string | undefined {
  if (text.includes(NUL)) return NUL_MESSAGE;
  return CONTROL_OR_LONE_SURROGATE.test(text) ? CONTROL_MESSAGE : undefined;
}

/** A refused field: its dotted name and the reason. */
export interface InvalidField {
  field: string;
  message: string;
}

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
 * The first field of a parsed JSON, form or query value whose text or key holds a character no
 * field may (NUL, controls, lone surrogates). Walks with its own stack and parent links: a 1 MB
 * body of nested arrays must neither overflow the call stack nor cost a copied path per level.
 */
export function invalidFieldIn(value: unknown, fallback = 'body'): InvalidField | undefined {
  const root: Place = { key: undefined, parent: undefined };
  const pending: { value: unknown; place: Place }[] = [{ value, place: root }];
  while (pending.length > 0) {
    const { value: current, place } = pending.pop()!;
    if (typeof current === 'string') {
      const message = invalidTextMessage(current);
      if (message) return { field: fieldName(place, fallback), message };
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) pending.push({ value: current[i], place: { key: i, parent: place } });
    } else if (current !== null && typeof current === 'object' && !ArrayBuffer.isView(current)) {
      // (A Buffer body is bytes, not text fields.)
      const entries = Object.entries(current);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i];
        const message = invalidTextMessage(key);
        if (message) return { field: fieldName({ key, parent: place }, fallback), message };
        pending.push({ value: child, place: { key, parent: place } });
      }
    }
  }
  return undefined;
}

/** The 400 for a refused field, in the shape of every validation error: the message and `{field: message}`. */
export function invalidTextRefusal({ field, message }: InvalidField): AppError {
  return badRequest(message, { [field]: message });
}

/** A multipart text field, checked as it is read (platform/uploads.ts); returns the value. */
export function refuseInvalidTextInField(name: string, value: string): string {
  const message = invalidTextMessage(name) ?? invalidTextMessage(value);
  if (message) throw invalidTextRefusal({ field: fieldName({ key: name, parent: undefined }, 'field'), message });
  return value;
}

function refuseInvalidTextIn(request: FastifyRequest): void {
  const inParams = invalidFieldIn(request.params, 'params');
  if (inParams) throw invalidTextRefusal(inParams);
  if (!QUERY_CLEANED_BY_ROUTE.has(request.routeOptions.url ?? '')) {
    const inQuery = invalidFieldIn(request.query, 'query');
    if (inQuery) throw invalidTextRefusal(inQuery);
  }
  // JSON and form bodies are parsed by now; multipart bodies are read by their handler.
  const inBody = invalidFieldIn(request.body);
  if (inBody) throw invalidTextRefusal(inBody);
}

/**
 * Refuses NUL, control characters and lone surrogates in path parameters, query strings and JSON
 * or form bodies on every route, before its own hooks (rate limits), validation and handler.
 * Register before any route.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => refuseInvalidTextIn(request));
}
