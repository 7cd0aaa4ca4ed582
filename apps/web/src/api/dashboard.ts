import type { DashboardData } from '@rentfront/shared/dashboard';
import type { AttentionData } from '@rentfront/shared/dashboard-attention';
import { apiRequest } from './client';
import type { Envelope } from './types';

/** GET /api/admin/dashboard: property figures plus each domain's summary under `sections`. */
export const fetchDashboard = () =>
  apiRequest<Envelope<DashboardData & { section_errors?: Record<string, string> }>>('/api/admin/dashboard', { admin: true });

/** GET /api/admin/dashboard/attention: the "Needs attention" card in one call (issue 19). */
export const fetchAttention = () => apiRequest<Envelope<AttentionData>>('/api/admin/dashboard/attention', { admin: true });
