import type { NoticeListData } from './notices';
import type { CoverImage, Property, PropertyListData } from './properties-core';
import type { ScreeningQuestion } from './screening';
import type { SiteSettings } from './site';
import type { SiteText, SiteTextKey } from './site-texts-core';
import type { TeamListData } from './team';
import type { TourOffer, TourType } from './tours-core';

/** Query values as the public list calls take them (empty, `any` and `all` mean "not set"). */
export type PublicQuery = Record<string, string | number | boolean | null | undefined>;

/**
 * The values a public query really sends: empty, `any` and `all` mean "not set" and are left out
 * (public-site.md §5), the rest as trimmed text. The browser builds its URLs with this and the
 * server's in-process reads parse the same, so both sides ask for the same thing.
 */
export function cleanPublicQuery(query: PublicQuery): Record<string, string> {
  const clean: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const text = String(value).trim();
    if (text === '' || text === 'any' || text === 'all') continue;
    clean[key] = text;
  }
  return clean;
}

/**
 * The reads behind the public pages' route loaders. In the browser they are the public API calls;
 * on the server the same functions call the services in-process (no HTTP round trip to itself),
 * and must answer exactly what the API's `data` would be, so hydration finds the same values.
 * A failure rejects with `{ status, message }` (an HTTP status and the API's message).
 */
export interface PublicData {
  site(): Promise<SiteSettings>;
  properties(query: PublicQuery): Promise<PropertyListData>;
  property(id: string): Promise<Property>;
  coverImages(): Promise<CoverImage[]>;
  team(query: { limit: number; offset: number }): Promise<TeamListData>;
  notices(query: { limit: number; offset: number; search?: string }): Promise<NoticeListData>;
  screeningQuestions(): Promise<ScreeningQuestion[]>;
  /** The lease terms or rental policies page's text (issue 18). */
  siteText(key: SiteTextKey): Promise<SiteText>;
  /** Which of the given homes take tours of the type (the tour page's chooser, issue 21). */
  tourOffer(type: TourType, ids: string[]): Promise<TourOffer>;
}

/** What a loader failure carries to the page: the HTTP status and the message to show. */
export interface LoadFailure {
  status: number;
  message: string;
}
