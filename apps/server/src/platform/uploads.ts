import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AppError, badRequest, payloadTooLarge, unsupportedMediaType } from './http/errors';
import { refuseInvalidTextInField } from './http/text-guard';

export interface UploadedFile {
  field: string;
  filename: string;
  /** Decided from the bytes, never from the name or the declared type. */
  mime: string;
  ext: string;
  bytes: Buffer;
}

export interface FileRule {
  maxBytes: number;
  maxCount: number;
  /** Allowed MIME types by content. */
  accept: readonly string[];
  tooLarge: (filename: string) => string;
  wrongType: (filename: string) => string;
  tooMany?: string;
}

export interface MultipartResult {
  fields: Record<string, string>;
  files: UploadedFile[];
}

const MAX_FIELD_BYTES = 1024 * 1024;

/**
 * Reads a multipart body. Each file is checked against its field's rule while it streams (413
 * as soon as it passes the limit) and by its magic bytes once read (415). Nothing is stored
 * here, so a refused request leaves nothing behind.
 */
export async function readMultipart(request: FastifyRequest, rules: Record<string, FileRule>): Promise<MultipartResult> {
  if (!request.isMultipart()) throw new AppError(415, 'Expected multipart/form-data');
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  const counts: Record<string, number> = {};
  const largest = Math.max(1, ...Object.values(rules).map((r) => r.maxBytes));
  const parts = request.parts({ limits: { fileSize: largest + 1, fieldSize: MAX_FIELD_BYTES, fields: 200, files: 50 } });
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        // NUL, controls and lone surrogates are refused (platform/http/text-guard.ts): 400 naming the field.
        if (typeof part.value === 'string') fields[part.fieldname] = refuseInvalidTextInField(part.fieldname, part.value);
        continue;
      }
      const rule = rules[part.fieldname];
      const filename = (part.filename || 'file').slice(0, 200);
      if (!rule) {
        part.file.resume();
        throw badRequest(`Unexpected file field "${part.fieldname}"`);
      }
      counts[part.fieldname] = (counts[part.fieldname] ?? 0) + 1;
      if (counts[part.fieldname] > rule.maxCount) {
        part.file.resume();
        const message = rule.tooMany ?? `At most ${rule.maxCount} files allowed`;
        throw badRequest(message, { [part.fieldname]: message });
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file) {
        size += chunk.length;
        if (size > rule.maxBytes) {
          part.file.resume();
          throw payloadTooLarge(rule.tooLarge(filename), { [part.fieldname]: rule.tooLarge(filename) });
        }
        chunks.push(chunk);
      }
      if (size === 0) continue; // an empty file input sends an empty part
      const bytes = Buffer.concat(chunks);
      const detected = await fileTypeFromBuffer(bytes);
      if (!detected || !rule.accept.includes(detected.mime)) {
        throw unsupportedMediaType(rule.wrongType(filename), { [part.fieldname]: rule.wrongType(filename) });
      }
      files.push({ field: part.fieldname, filename, mime: detected.mime, ext: detected.ext, bytes });
    }
  } catch (err) {
    // Our own refusals and the plugin's limit errors carry a status; anything else is the body
    // parser choking on a truncated or garbled multipart body, which is the client's mistake.
    if (err instanceof AppError || (err as { statusCode?: number }).statusCode) throw err;
    throw badRequest('Malformed multipart body');
  }
  return { fields, files };
}

/** Returns the field or undefined when it is absent or blank. */
export function field(fields: Record<string, string>, name: string): string | undefined {
  const value = fields[name];
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}
