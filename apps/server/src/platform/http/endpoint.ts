import type { Endpoint } from '@rentfront/shared/contract/endpoint';
import type { z } from 'zod';

type ZodOr<T> = T extends z.ZodType ? T : undefined;
type StatusOf<E extends Endpoint> = E extends { status: 201 | 202 } ? E['status'] : 200;

/** The Fastify schema of a descriptor: its request schemas, and its answer under its status. */
export type EndpointSchema<E extends Endpoint> = {
  tags?: string[];
  params: ZodOr<E['params']>;
  querystring: ZodOr<E['query']>;
  body: ZodOr<E['body']>;
  response: E['response'] extends z.ZodType ? { [S in StatusOf<E>]: E['response'] } : undefined;
};

/**
 * Route options of a descriptor (ADR 0031), spread into `app.route({ ...endpointRoute(e), handler })`
 * on an app with the zod type provider, so the handler's request and answer are typed by the
 * descriptor. A multipart body is read by the handler (readMultipart), a file answer is sent by it:
 * neither has a schema here. `docs.tags` groups the route in /api/docs.
 */
export function endpointRoute<const E extends Endpoint>(
  e: E,
  docs: { tags?: string[] } = {},
): { method: E['method']; url: E['path']; schema: EndpointSchema<E> } {
  const zod = <T>(value: T) => (typeof value === 'object' && value !== null ? value : undefined);
  const schema = {
    tags: docs.tags,
    params: zod(e.params),
    querystring: zod(e.query),
    body: zod(e.body),
    response: e.response ? { [e.status ?? 200]: e.response } : undefined,
  };
  // Fastify reads an absent key and an `undefined` one alike, but /api/docs lists present keys.
  for (const key of Object.keys(schema) as (keyof typeof schema)[]) if (schema[key] === undefined) delete schema[key];
  return { method: e.method, url: e.path, schema: schema as EndpointSchema<E> };
}
