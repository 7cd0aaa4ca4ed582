import type { SiteSettings } from '@rentfront/shared/site';
import { apiRequest } from './client';
import type { Envelope } from './types';

export const fetchSiteSettings = () => apiRequest<Envelope<SiteSettings>>('/api/public/site').then((r) => r.data);
