import { AppError, notFound } from '../../platform/http/errors';

/** What the admin's "Find on map" answers: the first place the provider found for the address. */
export interface GeocodeResult {
  latitude: number;
  longitude: number;
  label: string;
}

export const GEOCODE_MESSAGES = {
  off: 'Address search is not set up',
  noMatch: 'No place was found for that address. Drop the pin on the map instead.',
  failed: 'Address search is not available right now. Drop the pin on the map instead.',
} as const;

const TIMEOUT_MS = 5_000;

/**
 * Looks an address up with the configured provider (GEOCODER_URL, a template with {query}). The
 * server asks, not the browser: the provider's key (if its URL has one) stays on the server and the
 * page's CSP needs no other host. The answer is read as Nominatim's search JSON: an array whose first
 * entry has `lat`, `lon` and `display_name`. Provider failures say so in words, never a 500.
 */
export async function geocodeAddress(template: string | undefined, address: string, fetcher: typeof fetch = fetch): Promise<GeocodeResult> {
  if (!template) throw notFound(GEOCODE_MESSAGES.off);
  const url = template.replace('{query}', encodeURIComponent(address));
  let body: unknown;
  try {
    const res = await fetcher(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!res.ok) throw new Error(`status ${res.status}`);
    body = await res.json();
  } catch {
    throw new AppError(502, GEOCODE_MESSAGES.failed);
  }
  const first = Array.isArray(body) ? (body[0] as Record<string, unknown> | undefined) : undefined;
  const latitude = Number(first?.lat);
  const longitude = Number(first?.lon);
  if (!first || !Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) {
    throw notFound(GEOCODE_MESSAGES.noMatch);
  }
  const label = typeof first.display_name === 'string' ? first.display_name.slice(0, 300) : address;
  return { latitude, longitude, label };
}
