import type { Contractor } from '@rentfront/shared';
import type { ContractorRow } from '../../db/schema';

/** The API's field names; `jobCount` is counted by the query that read the row. */
export function toContractor(row: ContractorRow, jobCount = 0): Contractor {
  return {
    id: row.id,
    name: row.name,
    trade: row.trade,
    email: row.email,
    phone: row.phone,
    notes: row.notes,
    active: row.active,
    job_count: jobCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
