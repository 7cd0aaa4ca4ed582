import type { MaintenancePhoto, MaintenanceRequest } from '@rentfront/shared';
import type { maintenancePhotos, maintenanceRequests } from '../../db/schema';

export type RequestRow = typeof maintenanceRequests.$inferSelect;
export type PhotoRow = typeof maintenancePhotos.$inferSelect;

export const MAINTENANCE_BASE_PATH = '/api/admin/maintenance-requests';

/** Photos are private, so their addresses are admin routes rather than /media URLs. */
export function photoUrl(requestId: string, photoId: string): string {
  return `${MAINTENANCE_BASE_PATH}/${requestId}/photos/${photoId}`;
}

function toPhoto(row: PhotoRow): MaintenancePhoto {
  const url = photoUrl(row.requestId, row.id);
  return {
    id: row.id,
    url,
    thumbnail_url: `${url}?size=thumb`,
    filename: row.originalFilename,
    width: row.width,
    height: row.height,
  };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The spec's field names, from the database row and its photos (already in order). */
export function toMaintenanceRequest(
  row: RequestRow,
  photos: PhotoRow[],
  propertyTitle: string | null,
  leaseReference: string | null = null,
): MaintenanceRequest {
  const items = photos.map(toPhoto);
  return {
    id: row.id,
    tenant_name: row.tenantName,
    tenant_phone: row.tenantPhone,
    tenant_email: row.tenantEmail,
    property_id: row.propertyId,
    property_title: propertyTitle,
    property_address: row.propertyAddress,
    property_unit: row.propertyUnit,
    issue_title: row.issueTitle,
    issue_description: row.issueDescription,
    priority: row.priority,
    contractor_email: row.contractorEmail,
    contractor_name: row.contractorName,
    contractor_phone: row.contractorPhone,
    contractor_id: row.contractorId,
    // Zero is a value (server.md §1): only a missing cost is null.
    estimated_cost: row.estimatedCost === null ? null : Number(row.estimatedCost),
    notes: row.notes,
    status: row.status,
    photos: items.map((p) => p.url),
    photo_items: items,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    sent_at: iso(row.sentAt),
    completed_at: iso(row.completedAt),
    // A portal request (issue 32 item 4): the resident (a copy of their name stays in tenant_name) and lease.
    resident:
      row.residentId || row.leaseId
        ? {
            id: row.residentId,
            full_name: row.tenantName,
            email: row.tenantEmail,
            lease_id: row.leaseId,
            lease_reference: leaseReference,
            category: row.category,
            entry_permission: row.entryPermission,
            best_times: row.bestTimes,
            confirmed_at: iso(row.residentConfirmedAt),
          }
        : null,
  };
}
