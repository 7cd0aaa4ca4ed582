import { isUsableBookingType, type BookingType } from '@rentfront/shared';
import { AppError } from '../../platform/http/errors';

const TIDYCAL_API = 'https://tidycal.com/api/booking-types';
const CACHE_MS = 5 * 60 * 1000;
const TIMEOUT_MS = 10_000;

export interface TidycalClientOptions {
  token: string;
  fetch?: typeof fetch;
  now?: () => number;
}

type Raw = Record<string, unknown>;

const text = (v: unknown) => (typeof v === 'string' ? v : v === null || v === undefined ? null : String(v));
const num = (v: unknown) => (v === null || v === undefined || v === '' || Number.isNaN(Number(v)) ? null : Number(v));

/** TidyCal's item in the dialog's field names; a missing page URL makes it unusable (filtered). */
function fromTidycal(item: Raw): BookingType {
  return {
    id: (item.id as string | number) ?? '',
    title: text(item.title) ?? '',
    description: text(item.description),
    booking_page_url: text(item.booking_page_url ?? item.url) ?? '',
    duration_minutes: num(item.duration_minutes),
    price: num(item.price),
    currency_code: text(item.currency_code),
    deleted_at: text(item.deleted_at),
    disabled_at: text(item.disabled_at),
  };
}

/**
 * A small read-through cache in front of TidyCal's booking-types list: one entry per page,
 * kept 5 minutes, so a busy property page costs TidyCal one call per 5 minutes. When TidyCal
 * fails the visitor gets a 502 with the dialog's own message; nothing is invented.
 */
export function createTidycalClient(options: TidycalClientOptions) {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const cache = new Map<string, { at: number; data: BookingType[] }>();

  return async function bookingTypes(page: number, perPage: number): Promise<BookingType[]> {
    const key = `${page}:${perPage}`;
    const hit = cache.get(key);
    if (hit && now() - hit.at < CACHE_MS) return hit.data;
    let body: unknown;
    try {
      const res = await doFetch(`${TIDYCAL_API}?page=${page}&per_page=${perPage}`, {
        headers: { authorization: `Bearer ${options.token}`, accept: 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`TidyCal answered ${res.status}`);
      body = await res.json();
    } catch {
      throw new AppError(502, 'Unable to load booking options');
    }
    const items = Array.isArray((body as { data?: unknown })?.data) ? (body as { data: Raw[] }).data : [];
    const data = items.map(fromTidycal).filter(isUsableBookingType);
    cache.set(key, { at: now(), data });
    return data;
  };
}
