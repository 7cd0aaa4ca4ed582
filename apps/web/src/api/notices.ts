import type { EndpointQuery } from '@rentfront/shared/contract/endpoint';
import type { noticeEndpoints } from '@rentfront/shared/contract/notices';
import { noticeRoutes } from '@rentfront/shared/contract/notices-routes';
import { toFormData } from './client';
import { endpointClient } from './endpoint';

// Calls of the notices domain, typed by its descriptors (ADR 0031).

const api = endpointClient<typeof noticeEndpoints>(noticeRoutes);

/** Paging, search and sort of the notice lists (the query schema's input). */
export type NoticeListParams = EndpointQuery<typeof noticeEndpoints.adminList>;

// Public

export const fetchActiveNotices = (params: NoticeListParams) => api.active({ query: params });

export const downloadPublicNoticeFile = (id: string) => api.publicDownload({ params: { id } });

// Admin

export const listAdminNotices = (params: NoticeListParams) => api.adminList({ query: params });

export const getAdminNotice = (id: string) => api.detail({ params: { id } });

export interface NoticeFormInput {
  title: string;
  description: string;
  is_active: boolean;
  /** '' for everyone, else the one property whose residents it is for (ADR 0038). */
  property_id: string;
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
  // '' is "everyone", which an edit must be able to choose.
  form.append('property_id', input.property_id);
  return form;
}

export const createNotice = (input: NoticeFormInput, onUploadProgress?: (fraction: number) => void) =>
  api.create({ body: noticeForm(input, false) }, { onUploadProgress });

export const updateNotice = (id: string, input: NoticeFormInput, onUploadProgress?: (fraction: number) => void) =>
  api.update({ params: { id }, body: noticeForm(input, true) }, { onUploadProgress });

export const deleteNotice = (id: string) => api.remove({ params: { id } });

export const toggleNoticeActive = (id: string) => api.toggleActive({ params: { id } });

/** Multipart `is_active`, as the spec's call sends it. */
export const setNoticeActive = (id: string, isActive: boolean) =>
  api.setActive({ params: { id }, body: toFormData({ is_active: isActive }) });

export const downloadAdminNoticeFile = (id: string) => api.adminDownload({ params: { id } });
