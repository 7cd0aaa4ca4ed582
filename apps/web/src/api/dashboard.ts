import type { dashboardEndpoints } from '@rentfront/shared/contract/dashboard';
import { dashboardRoutes } from '@rentfront/shared/contract/dashboard-routes';
import { endpointClient } from './endpoint';

// Calls of the dashboard domain, typed by its descriptors (ADR 0031).

const api = endpointClient<typeof dashboardEndpoints>(dashboardRoutes);

/** GET /api/admin/dashboard: property figures plus each domain's summary under `sections`. */
export const fetchDashboard = () => api.overview();

/** GET /api/admin/dashboard/attention: the "Needs attention" card in one call (issue 19). */
export const fetchAttention = () => api.attention();

/** GET /api/admin/dashboard/lead-sources: the last 30 days' leads by where they came from (issue 35). */
export const fetchLeadSources = () => api.leadSources();
