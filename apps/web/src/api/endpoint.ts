import type { EndpointInput, EndpointResult, EndpointSchemas, Route, RoutesOf } from '@rentfront/shared/contract/endpoint';
import { apiRequest, type Query, type RequestOptions } from './client';

// Calls through the contract (ADR 0031): the route (method, path) comes from a zod-free routes
// file, the types from the descriptor, so a public page loads no schema.

type AnyEndpoint = EndpointSchemas & Route;

/** What a call may add to its input: the transport options of apiRequest. */
export type CallOptions = Pick<RequestOptions, 'signal' | 'timeoutMs' | 'onUploadProgress' | 'headers' | 'admin'>;

/** `/api/x/:id` with `{ id }`, each value encoded. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name} of ${path}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * One call of a descriptor: path parameters filled in, the query and body sent, the answer typed
 * by the response schema. Admin paths sign the browser out on a 401 (public-site.md §4).
 */
export function callEndpoint<E extends AnyEndpoint>(
  route: Route<E['method'], E['path']>,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<EndpointResult<E>> {
  const { params, query, body } = input as { params?: Record<string, unknown>; query?: Query; body?: unknown };
  return apiRequest<EndpointResult<E>>(fillPath(route.path, params), {
    method: route.method,
    query,
    body,
    admin: route.path.startsWith('/api/admin/'),
    asBlob: route.download,
    ...options,
  });
}

/** A domain's callers: `client.detail({ params: { id } })`, each typed by its descriptor. */
export function endpointClient<C extends Record<string, AnyEndpoint>>(
  routes: RoutesOf<C>,
): { [K in keyof C]: (...args: CallArgs<C[K]>) => Promise<EndpointResult<C[K]>> } {
  const client = {} as Record<keyof C, (input?: EndpointInput<AnyEndpoint>, options?: CallOptions) => Promise<unknown>>;
  for (const name of Object.keys(routes) as (keyof C)[]) {
    client[name] = (input = {} as EndpointInput<AnyEndpoint>, options) => callEndpoint(routes[name], input, options);
  }
  return client as never;
}

/** The input may be left out when the endpoint needs none. */
type CallArgs<E extends AnyEndpoint> =
  Record<string, never> extends EndpointInput<E>
    ? [input?: EndpointInput<E>, options?: CallOptions]
    : [input: EndpointInput<E>, options?: CallOptions];
