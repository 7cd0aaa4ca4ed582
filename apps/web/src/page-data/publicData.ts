import type { PublicData } from '@rentfront/shared/public-data';
import { load, type Loaded } from './loaded';

/** What the server passes its loaders (React Router's `requestContext`): its own in-process reads. */
export interface PublicDataContext {
  publicData: PublicData;
}

/**
 * Where a loader reads from: the server's reads when the server runs it (each app instance its
 * own, through the request context), else the browser's HTTP client, fetched on the first read
 * in the browser so the API client is not first-load JavaScript of the page whose loader it is.
 */
export async function publicDataOf(context: unknown): Promise<PublicData> {
  return (context as Partial<PublicDataContext> | null | undefined)?.publicData ?? (await import('./httpPublicData')).httpPublicData;
}

/** A loader's read through the data source of the side it runs on: `{ data }` or `{ failure }`. */
export function loadPublic<T>(context: unknown, read: (data: PublicData) => Promise<T>): Promise<Loaded<T>> {
  return load(async () => read(await publicDataOf(context)));
}
