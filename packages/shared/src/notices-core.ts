// Notices: public board of announcements with an optional attachment (spec: public §3/§4,
// admin "Notice management"; server.md §3 Notices). This file is the domain without zod (limits,
// file types, texts, response shapes): public pages import it; notices.ts adds the request
// schemas and re-exports everything here.
import type { OffsetPagination } from './http';
import { NOTICES_PAGE_SIZE } from './page-sizes';

export { NOTICES_PAGE_SIZE };
export const NOTICES_MAX_LIMIT = 100;
/** 10MB exactly, as the admin spec's constants table says (10485760 bytes). */
export const NOTICE_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const NOTICE_TITLE_MIN = 3;
export const NOTICE_TITLE_MAX = 200;
export const NOTICE_DESCRIPTION_MAX = 10_000;

export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** What a legacy Word .doc looks like by content (an OLE compound file). */
export const DOC_MIME = 'application/x-cfb';

/** Attachment types, as decided from the file's bytes. */
export const NOTICE_FILE_MIME_TYPES = [
  'application/pdf',
  DOC_MIME,
  DOCX_MIME,
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
] as const;

/** For the file input's `accept` and a first check in the browser (the server decides by content). */
export const NOTICE_FILE_EXTENSIONS = ['.pdf', '.doc', '.docx', '.jpeg', '.jpg', '.png', '.gif', '.webp'] as const;
export const NOTICE_FILE_ACCEPT = NOTICE_FILE_EXTENSIONS.join(',');

/** Browser-declared types the admin form accepts before uploading (names and types can lie; the server re-checks). */
export const NOTICE_FILE_DECLARED_TYPES = [
  'application/pdf',
  'application/msword',
  DOCX_MIME,
  'image/jpeg',
  'image/jpg',
  'image/png',
  'image/gif',
  'image/webp',
] as const;

/** The MIME type a download is served with, for each stored content type. */
export const NOTICE_DOWNLOAD_TYPES: Record<string, string> = {
  'application/pdf': 'application/pdf',
  [DOC_MIME]: 'application/msword',
  [DOCX_MIME]: DOCX_MIME,
  'image/jpeg': 'image/jpeg',
  'image/png': 'image/png',
  'image/gif': 'image/gif',
  'image/webp': 'image/webp',
};

/** Short label for a stored file type ("PDF", "Word document", "PNG image"). */
export function noticeFileTypeLabel(fileType: string | null | undefined): string {
  switch (fileType) {
    case 'application/pdf':
      return 'PDF';
    case DOC_MIME:
    case 'application/msword':
      return 'Word document (DOC)';
    case DOCX_MIME:
      return 'Word document (DOCX)';
    case 'image/jpeg':
      return 'JPEG image';
    case 'image/png':
      return 'PNG image';
    case 'image/gif':
      return 'GIF image';
    case 'image/webp':
      return 'WEBP image';
    default:
      return fileType ? fileType : 'File';
  }
}

export const NOTICE_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooShort: 'Title must be at least 3 characters',
  titleTooLong: `Title must be at most ${NOTICE_TITLE_MAX} characters`,
  descriptionTooLong: `Description must be at most ${NOTICE_DESCRIPTION_MAX} characters`,
  fileType: 'File type not supported. Please use PDF, DOC, DOCX, or image files.',
  fileSize: 'File size must be less than 10MB',
  notFound: 'Notice not found',
  fileNotFound: 'This notice has no attachment',
  created: 'Notice created successfully',
  updated: 'Notice updated successfully',
  deleted: 'Notice deleted successfully',
  activated: 'Notice activated successfully',
  deactivated: 'Notice deactivated successfully',
  loadFailed: 'Failed to load notices',
  saveFailed: 'Failed to save notice',
  deleteFailed: 'Failed to delete notice',
  statusFailed: 'Failed to update notice status',
  downloadFailed: 'Failed to download file',
  preparingDownload: 'Preparing download...',
  downloadReady: 'Download started',
  noNotices: 'No notices found',
  noneAvailable: 'No notices available',
  noneActive: 'There are no active notices at the moment.',
  // Per-property notices (issue 32 item 3, ADR 0038): not in the spec, which has one audience.
  propertyNotFound: 'Choose a property from the list',
  forEveryone: 'Everyone (public Notices page and all residents)',
} as const;

/** Checks the file a browser is about to upload; returns the spec message or null. */
export function checkNoticeFile(file: { name: string; size: number; type: string }): string | null {
  const lower = file.name.toLowerCase();
  const extOk = NOTICE_FILE_EXTENSIONS.some((ext) => lower.endsWith(ext));
  const typeOk = file.type === '' || (NOTICE_FILE_DECLARED_TYPES as readonly string[]).includes(file.type);
  if (!extOk || !typeOk) return NOTICE_MESSAGES.fileType;
  if (file.size > NOTICE_FILE_MAX_BYTES) return NOTICE_MESSAGES.fileSize;
  return null;
}

export interface Notice {
  id: string;
  title: string;
  description: string | null;
  is_active: boolean;
  /** Download path when the notice has an attachment, else null. */
  file: string | null;
  has_file: boolean;
  original_filename: string | null;
  /** Content type decided from the bytes (see NOTICE_FILE_MIME_TYPES). */
  file_type: string | null;
  file_size: number | null;
  /** Null: everyone (the public page and every resident); set: only that property's residents (ADR 0038). */
  property_id: string | null;
  property_title: string | null;
  created_at: string;
  updated_at: string;
}

export interface NoticeStats {
  total: number;
  active: number;
  inactive: number;
}

export interface NoticeListData {
  notices: Notice[];
  pagination: OffsetPagination;
}

export interface AdminNoticeListData extends NoticeListData {
  stats: NoticeStats;
}
