import type { SortDirection } from '@rentfront/shared/query';

/** `sort`/`dir` of an admin list (a column of LIST_SORTS; the server refuses any other). */
export interface SortParams {
  sort?: string;
  dir?: SortDirection;
}

/**
 * The CSV export of each admin list: the list's own path plus `/export`, taking the list's
 * filters (docs/decisions/0016-admin-tables-and-csv-export.md). The export link sends them as
 * query parameters; the browser downloads the file.
 */
export const EXPORT_PATHS = {
  properties: '/api/admin/properties/export',
  applications: '/api/admin/applications/export',
  screening: '/api/admin/screening/responses/export',
  contacts: '/api/admin/contacts/export',
  maintenance: '/api/admin/maintenance-requests/export',
  chatLeads: '/api/admin/chatbot/conversations/export',
} as const;
