import type { AdminNoticeListData, Notice, NoticeListData } from '@rentfront/shared/notices';
import { apiRequest, toFormData, type FileResult } from './client';
import type { Envelope } from './types';
import type { SortParams } from './exports';

export interface NoticeListParams extends SortParams {
  limit: number;
  offset: number;
  search?: string;
}

// Public

export const fetchActiveNotices = (params: NoticeListParams) =>
  apiRequest<Envelope<NoticeListData>>('/api/public/notices/active', { query: { ...params } });

export const downloadPublicNoticeFile = (id: string) =>
  apiRequest<FileResult>(`/api/notices/${encodeURIComponent(id)}/download`, { asBlob: true });

// Admin

const ADMIN = '/api/admin/notices';

export const listAdminNotices = (params: NoticeListParams) =>
  apiRequest<Envelope<AdminNoticeListData>>(ADMIN, { query: { ...params }, admin: true });

export const getAdminNotice = (id: string) => apiRequest<Envelope<Notice>>(`${ADMIN}/${encodeURIComponent(id)}`, { admin: true });

export interface NoticeFormInput {
  title: string;
  description: string;
  is_active: boolean;
  notice_file?: File;
  remove_file?: boolean;
}

/** Multipart with `title, description, is_active, notice_file` (+ `remove_file` on update). */
function noticeForm(input: NoticeFormInput, isUpdate: boolean): FormData {
  const form = toFormData({
    title: input.title,
    is_active: input.is_active,
    notice_file: input.notice_file,
    remove_file: input.remove_file || undefined,
  });
  // An emptied description must reach the server on update to clear it; toFormData drops ''.
  if (input.description !== '' || isUpdate) form.append('description', input.description);
  return form;
}

export const createNotice = (input: NoticeFormInput, onUploadProgress?: (fraction: number) => void) =>
  apiRequest<Envelope<Notice>>(ADMIN, { method: 'POST', body: noticeForm(input, false), admin: true, onUploadProgress });

export const updateNotice = (id: string, input: NoticeFormInput, onUploadProgress?: (fraction: number) => void) =>
  apiRequest<Envelope<Notice>>(`${ADMIN}/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: noticeForm(input, true),
    admin: true,
    onUploadProgress,
  });

export const deleteNotice = (id: string) =>
  apiRequest<Envelope<null>>(`${ADMIN}/${encodeURIComponent(id)}`, { method: 'DELETE', admin: true });

export const toggleNoticeActive = (id: string) =>
  apiRequest<Envelope<Notice>>(`${ADMIN}/${encodeURIComponent(id)}/toggle-active`, { method: 'PATCH', admin: true });

/** Multipart `is_active`, as the spec's call sends it. */
export const setNoticeActive = (id: string, isActive: boolean) =>
  apiRequest<Envelope<Notice>>(`${ADMIN}/${encodeURIComponent(id)}/set-active`, {
    method: 'PUT',
    body: toFormData({ is_active: isActive }),
    admin: true,
  });

export const downloadAdminNoticeFile = (id: string) =>
  apiRequest<FileResult>(`${ADMIN}/${encodeURIComponent(id)}/download`, { asBlob: true, admin: true });
