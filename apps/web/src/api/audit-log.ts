import type { AuditLogPage } from '@rentfront/shared/audit-log';
import { apiRequest, type Query } from './client';
import type { Envelope } from './types';

export const AUDIT_LOG_PATH = '/api/admin/audit-log';
/** The CSV of the same filters, streamed by the server (ADR 0016's writer). */
export const AUDIT_LOG_CSV_PATH = '/api/admin/audit-log.csv';

export const listAuditLog = (query: Query) => apiRequest<Envelope<AuditLogPage>>(AUDIT_LOG_PATH, { query, admin: true });
