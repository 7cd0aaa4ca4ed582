import type { SiteSettings } from '@rentfront/shared/site';
import type { SiteText, SiteTextKey } from '@rentfront/shared/site-texts-core';
import { apiRequest } from './client';
import type { Envelope } from './types';

export const fetchSiteSettings = () => apiRequest<Envelope<SiteSettings>>('/api/public/site').then((r) => r.data);

/** The lease terms or rental policies page's text. */
export const fetchSiteText = (key: SiteTextKey) =>
  apiRequest<Envelope<SiteText>>(`/api/public/site/texts/${encodeURIComponent(key)}`).then((r) => r.data);

// Settings card "Page texts" (admin).

const ADMIN_TEXTS = '/api/admin/site-texts';

export const listAdminSiteTexts = () => apiRequest<Envelope<SiteText[]>>(ADMIN_TEXTS, { admin: true });

export const saveSiteText = (key: SiteTextKey, body: string) =>
  apiRequest<Envelope<SiteText>>(`${ADMIN_TEXTS}/${encodeURIComponent(key)}`, { method: 'PUT', body: { body }, admin: true });

export const resetSiteText = (key: SiteTextKey) =>
  apiRequest<Envelope<SiteText>>(`${ADMIN_TEXTS}/${encodeURIComponent(key)}`, { method: 'DELETE', admin: true });
