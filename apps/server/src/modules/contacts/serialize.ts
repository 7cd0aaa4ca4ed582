import { normalizeContactStatus, type ContactMessage } from '@rentfront/shared';
import type { contactMessages } from '../../db/schema';

export type ContactRow = typeof contactMessages.$inferSelect;

export function toContact(row: ContactRow): ContactMessage {
  return {
    id: row.id,
    full_name: row.fullName,
    email: row.email,
    phone: row.phone,
    message: row.message,
    status: normalizeContactStatus(row.status),
    is_read: row.isRead,
    admin_reply: row.adminReply,
    admin_reply_date: row.adminReplyDate ? row.adminReplyDate.toISOString() : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
