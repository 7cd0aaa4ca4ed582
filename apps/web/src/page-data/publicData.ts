import type { PublicData } from '@rentfront/shared/public-data';
import { httpPublicData } from './httpPublicData';

/** What the server passes its loaders (React Router's `requestContext`): its own in-process reads. */
export interface PublicDataContext {
  publicData: PublicData;
}

/**
 * Where a loader reads from: the server's reads when the server runs it (each app instance its
 * own, through the request context), else the browser's HTTP client. Only the loaders import this
 * (a chunk of its own), so the API client is not first-load JavaScript.
 */
export function publicDataOf(context: unknown): PublicData {
  return (context as Partial<PublicDataContext> | null | undefined)?.publicData ?? httpPublicData;
}
