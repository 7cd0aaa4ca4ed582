import type { siteEndpoints } from '@rentfront/shared/contract/site';
import { siteRoutes } from '@rentfront/shared/contract/site-routes';
import type { SiteTextKey } from '@rentfront/shared/site-texts-core';
import { endpointClient } from './endpoint';

// Calls of the site domain, typed by its descriptors (ADR 0031).

const api = endpointClient<typeof siteEndpoints>(siteRoutes);

export const fetchSiteSettings = () => api.settings().then((r) => r.data);

/** The lease terms or rental policies page's text. */
export const fetchSiteText = (key: SiteTextKey) => api.text({ params: { key } }).then((r) => r.data);

// Settings card "Page texts" (admin).

export const listAdminSiteTexts = () => api.adminTexts();

export const saveSiteText = (key: SiteTextKey, body: string) => api.saveText({ params: { key }, body: { body } });

export const resetSiteText = (key: SiteTextKey) => api.resetText({ params: { key } });
