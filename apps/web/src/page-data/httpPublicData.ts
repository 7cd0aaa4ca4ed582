import type { PublicData } from '@rentfront/shared/public-data';
import { fetchActiveNotices } from '../api/notices';
import { fetchCoverImages, fetchProperties, fetchProperty } from '../api/properties';
import { fetchScreeningQuestions } from '../api/screening';
import { fetchSiteSettings, fetchSiteText } from '../api/site';
import { fetchPublicTeam } from '../api/team';
import { getTourOffer } from '../api/tours';

/** The public loaders' reads in the browser: the public API calls, unwrapped from their envelope. */
export const httpPublicData: PublicData = {
  site: fetchSiteSettings,
  properties: async (query) => (await fetchProperties(query)).data,
  property: async (id) => (await fetchProperty(id)).data,
  coverImages: async () => (await fetchCoverImages()).data,
  team: async (query) => (await fetchPublicTeam(query)).data,
  notices: async (query) => (await fetchActiveNotices({ ...query, search: query.search ?? '' })).data,
  screeningQuestions: fetchScreeningQuestions,
  siteText: fetchSiteText,
  tourOffer: async (type, ids) => (await getTourOffer(type, ids)).data,
};
