import type { Notice } from '@rentfront/shared';
import type { notices } from '../../db/schema';

export type NoticeRow = typeof notices.$inferSelect;
/** A row with the title of the property it is for (null: everyone). */
export type NoticeListRow = NoticeRow & { propertyTitle: string | null };

/** Which download route a notice's `file` link points at. */
export type NoticeAudience = 'public' | 'admin';

/** Row -> the API shape. The storage key never leaves the server; `file` is the download path. */
export function toNotice(row: NoticeListRow, audience: NoticeAudience): Notice {
  const hasFile = row.file !== null;
  const base = audience === 'admin' ? '/api/admin/notices' : '/api/notices';
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    is_active: row.isActive,
    file: hasFile ? `${base}/${row.id}/download` : null,
    has_file: hasFile,
    original_filename: row.originalFilename,
    file_type: row.fileType,
    file_size: row.fileSize,
    property_id: row.propertyId,
    property_title: row.propertyTitle,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
