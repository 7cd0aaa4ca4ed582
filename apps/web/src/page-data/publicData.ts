import type { PublicData } from '@rentfront/shared/public-data';
import { load, type Loaded } from './loaded';

/** What the server passes its loaders (React Router's `requestContext`): its own in-process reads. */
export interface PublicDataContext {
  publicData: PublicData;
}

/**
 * A loader's read through the data source of the side it runs on: the server's reads when the
 * server runs it (each app instance its own, through the request context), else the browser's
 * HTTP client, fetched on the first read so the API client is not first-load JavaScript. The
 * answer is `{ data }` or `{ failure }`. (The server's reads are never returned from an async
 * function: a data source that answers every property, `then` too, would be taken for a promise.)
 */
export function loadPublic<T>(context: unknown, read: (data: PublicData) => Promise<T>): Promise<Loaded<T>> {
  const server = (context as Partial<PublicDataContext> | null | undefined)?.publicData;
  return load(async () => read(server ?? (await import('./httpPublicData')).httpPublicData));
}
