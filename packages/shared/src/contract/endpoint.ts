import type { z } from 'zod';

// One endpoint of the HTTP API, written once (ADR 0031): its method and path (a zod-free route,
// which public pages load), and the schemas of its params, query, body and answer (which the
// server registers and the web client only reads types from).

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Method and path, `:name` for a path parameter (Fastify's syntax; the client fills it in). */
export interface Route<M extends HttpMethod = HttpMethod, P extends string = string> {
  readonly method: M;
  readonly path: P;
  /** A file download: the client gets the Blob and the server's file name, there is no JSON answer. */
  readonly download?: true;
}

/** A multipart form the server reads itself (readMultipart): the client sends FormData. */
export const MULTIPART = 'multipart' as const;

export interface EndpointSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType | typeof MULTIPART;
  /** The success answer, envelope included (none for a download). */
  response?: z.ZodType;
  /** The success status (200 unless the spec says 201, or 202 for work that is only queued). */
  status?: 200 | 201 | 202;
}

export type Endpoint<R extends Route = Route, S extends EndpointSchemas = EndpointSchemas> = R & S;

/** Adds the schemas to a route. Both halves stay one object: the server registers it whole. */
export function defineEndpoint<const R extends Route, const S extends EndpointSchemas>(route: R, schemas: S): Endpoint<R, S> {
  return { ...route, ...schemas };
}

/** Method and path of every endpoint of a domain, checked to be routes. */
export function defineRoutes<const T extends Record<string, Route>>(routes: T): T {
  return routes;
}

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;

/** What a caller passes: `params`, `query` and `body` where the endpoint has them. */
export type EndpointInput<E extends EndpointSchemas> = (E extends { params: z.ZodType }
  ? { params: InputOf<E['params']> }
  : { params?: never }) &
  (E extends { query: z.ZodType } ? { query?: Partial<InputOf<E['query']>> } : { query?: never }) &
  (E extends { body: typeof MULTIPART }
    ? { body: FormData }
    : E extends { body: z.ZodType }
      ? { body: InputOf<E['body']> }
      : { body?: never });

/** What the call resolves with: the answer schema's output (the server sends z.input; plain schemas make them equal). */
export type EndpointResult<E extends EndpointSchemas & Route> = E extends { download: true }
  ? { blob: Blob; filename: string }
  : E['response'] extends z.ZodType
    ? z.output<E['response']>
    : unknown;

/** A domain's endpoints as the client sees them: each route typed by its descriptor. */
export type RoutesOf<C extends Record<string, EndpointSchemas & Route>> = {
  readonly [K in keyof C]: Route<C[K]['method'], C[K]['path']>;
};

/** The query a caller may send to an endpoint (the list sections' filters, paging and sort). */
export type EndpointQuery<E extends EndpointSchemas> = E extends { query: z.ZodType } ? Partial<z.input<E['query']>> : never;
