import crypto from 'node:crypto';
import {
  DOC_MIME,
  DOCX_MIME,
  NOTICE_DOWNLOAD_TYPES,
  NOTICE_FILE_MAX_BYTES,
  NOTICE_FILE_MIME_TYPES,
  NOTICE_MESSAGES,
} from '@rentfront/shared';
import { unsupportedMediaType } from '../../platform/http/errors';
import type { FileRule, UploadedFile } from '../../platform/uploads';
import { zipEntryNames } from './zip';

/** The notice attachment field: type by content, 10MB, one file (spec: admin "Notice"). */
export const NOTICE_FILE_RULE: FileRule = {
  maxBytes: NOTICE_FILE_MAX_BYTES,
  maxCount: 1,
  accept: NOTICE_FILE_MIME_TYPES,
  tooLarge: () => NOTICE_MESSAGES.fileSize,
  wrongType: () => NOTICE_MESSAGES.fileType,
  tooMany: 'Only one file can be attached to a notice',
};

/** Extension a stored file gets, from its detected type (never from the uploaded name). */
const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  [DOC_MIME]: 'doc',
  [DOCX_MIME]: 'docx',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

// "WordDocument" as UTF-16LE: the name of the main stream of every Word 97-2003 file.
const WORD_STREAM_NAME = Buffer.from('WordDocument', 'utf16le');

/**
 * file-type names the container, not what is inside: an OLE compound file may be an Excel sheet
 * or an installer, and an Office zip is recognised from its manifest. A Word attachment must
 * hold a Word document, so look for the Word parts themselves.
 */
export function assertRealWordFile(file: UploadedFile): void {
  const refuse = () => unsupportedMediaType(NOTICE_MESSAGES.fileType, { notice_file: NOTICE_MESSAGES.fileType });
  if (file.mime === DOC_MIME) {
    if (!file.bytes.includes(WORD_STREAM_NAME)) throw refuse();
  } else if (file.mime === DOCX_MIME) {
    const names = zipEntryNames(file.bytes);
    if (!names || !names.has('[Content_Types].xml') || !names.has('word/document.xml')) throw refuse();
  }
}

/** `report.final.pdf` -> `report.final`; used to build safe names. */
function baseName(filename: string): string {
  const withoutPath = filename.split(/[\\/]/).pop() ?? '';
  const dot = withoutPath.lastIndexOf('.');
  return dot > 0 ? withoutPath.slice(0, dot) : withoutPath;
}

/** ASCII letters, digits, dot, dash and underscore only; never empty. */
export function safeFileStem(filename: string): string {
  const stem = baseName(filename)
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/^[.-]+|[.-]+$/g, '')
    .slice(0, 80);
  return stem || 'attachment';
}

/** Server-generated key in the private `notices` area: notices/<uuid>/<safe-name>.<ext>. */
export function noticeStorageKey(file: UploadedFile): string {
  return `notices/${crypto.randomUUID()}/${safeFileStem(file.filename)}.${EXTENSIONS[file.mime] ?? 'bin'}`;
}

/** The folder of a stored attachment, to remove it with everything in it. */
export function noticeStoragePrefix(key: string): string {
  return key.split('/').slice(0, 2).join('/');
}

/** The uploaded name as metadata: no path, no control characters, bounded. */
export function cleanOriginalName(filename: string): string {
  const name = (filename.split(/[\\/]/).pop() ?? '')
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 200);
  return name || 'attachment';
}

/**
 * The name a download is saved under: the uploaded name with the extension of the real type
 * (a PDF uploaded as .png downloads as .pdf), as an ASCII fallback plus RFC 5987 UTF-8.
 */
export function contentDisposition(originalFilename: string, fileType: string): string {
  const ext = EXTENSIONS[fileType] ?? 'bin';
  const stem = baseName(cleanOriginalName(originalFilename)) || 'attachment';
  const full = `${stem}.${ext}`;
  const ascii = `${safeFileStem(stem)}.${ext}`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRFC5987(full)}`;
}

function encodeRFC5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The Content-Type a stored file is served with. */
export function downloadContentType(fileType: string): string {
  return NOTICE_DOWNLOAD_TYPES[fileType] ?? 'application/octet-stream';
}
