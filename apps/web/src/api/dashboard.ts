import type { DashboardData } from '@rentfront/shared/dashboard';
import { apiRequest } from './client';
import type { Envelope } from './types';

/** GET /api/admin/dashboard: property figures plus each domain's summary under `sections`. */
export const fetchDashboard = () =>
  apiRequest<Envelope<DashboardData & { section_errors?: Record<string, string> }>>('/api/admin/dashboard', { admin: true });
