import type { auditLogEndpoints } from '@rentfront/shared/contract/audit-log';
import { auditLogRoutes } from '@rentfront/shared/contract/audit-log-routes';
import type { EndpointQuery } from '@rentfront/shared/contract/endpoint';
import { endpointClient } from './endpoint';

// The audit log calls, typed by their descriptors (ADR 0031).
const api = endpointClient<typeof auditLogEndpoints>(auditLogRoutes);

/** The CSV of the same filters, streamed by the server (ADR 0016's writer). */
export const AUDIT_LOG_CSV_PATH = auditLogRoutes.export.path;

export type AuditLogParams = EndpointQuery<typeof auditLogEndpoints.list>;

export const listAuditLog = (query: AuditLogParams) => api.list({ query });
