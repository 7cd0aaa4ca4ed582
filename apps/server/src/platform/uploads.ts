import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { ZodError } from 'zod';
import { AppError, badRequest, payloadTooLarge, unsupportedMediaType } from './http/errors';
import { refuseInvalidTextInField } from './http/text-guard';
import { bodyTooLarge, meterBody, refuseDeclaredOverBudget, withConnectionClose } from './uploads-budget';

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

export interface MultipartBudget {
  /**
   * The whole body, in raw bytes. Default: what the rules allow (each file rule's size times its
   * count, and one largest file more) plus TEXT_BUDGET_BYTES for the text and the framing.
   */
  maxBytes?: number;
  /** The message of the 413 for a body over `maxBytes`. */
  tooLarge?: string;
  /** One text field's value; a longer one is refused (413), never cut short. */
  maxFieldBytes?: number;
  maxFields?: number;
  /**
   * Checks the text fields that came before the first file, before any file byte is read: a form
   * whose title is missing is refused without reading its images (browsers send the fields in the
   * order the form appended them). Also run when the body has no file.
   */
  checkFields?: (fields: Record<string, string>) => void;
}

/** Text fields and framing of a form: the longest text a form takes (10,000 characters) fits many times over. */
export const TEXT_BUDGET_BYTES = 256 * 1024;
/** One text field: 10,000 characters of any script fit (4 bytes a character at most). */
export const MAX_FIELD_BYTES = 64 * 1024;
const MAX_FIELDS = 100;

/** The plugin's defaults (app.ts), for a read that sets no limits of its own. */
export const MULTIPART_DEFAULT_LIMITS = {
  fileSize: 10 * 1024 * 1024,
  files: 20,
  fields: MAX_FIELDS,
  fieldSize: MAX_FIELD_BYTES,
  fieldNameSize: 100,
  parts: MAX_FIELDS + 20,
  headerPairs: 20,
};

/**
 * The default budget: what the rules allow, plus one more of the largest file, so that one file
 * over its limit is refused by its rule while it streams, with the spec's message ("Profile photo
 * must be less than 5MB"), and not by the total first.
 */
function defaultBudget(rules: Record<string, FileRule>): number {
  const files = Object.values(rules).reduce((sum, rule) => sum + rule.maxBytes * rule.maxCount, 0);
  return TEXT_BUDGET_BYTES + files + Math.max(0, ...Object.values(rules).map((rule) => rule.maxBytes));
}

/** A form with a single one-file field says its rule's message when the whole body is too large. */
function defaultTooLarge(rules: Record<string, FileRule>): string | undefined {
  const [only, ...others] = Object.values(rules);
  return only && others.length === 0 && only.maxCount === 1 ? only.tooLarge('file') : undefined;
}

/**
 * The error a failed read answers with. Our own refusals and the plugin's limit errors carry a
 * status; anything else is the parser choking on a truncated or garbled body, the client's
 * mistake. Refused before its end, a body is not read on: the connection closes after the answer.
 */
function refusal(err: unknown, bodyUnread: boolean): Error {
  // A schema check of the fields (checkFields) answers its own 400.
  if (err instanceof ZodError) return err;
  const status = (err as { statusCode?: number }).statusCode;
  const refused =
    err instanceof AppError
      ? err
      : status === 413
        ? bodyTooLarge()
        : status && status >= 400 && status < 500
          ? new AppError(status, (err as Error).message)
          : badRequest('Malformed multipart body');
  return bodyUnread ? withConnectionClose(refused) : refused;
}

/**
 * Reads a multipart body within a byte budget: a declared `Content-Length` over it is a 413
 * before anything is read, and so is a body that passes it while it streams (raw bytes counted,
 * uploads-budget.ts). Each file is checked against its field's rule while it streams (413 as soon
 * as it passes the limit) and by its magic bytes once read (415); a text field longer than its
 * limit is a 413, not a shorter value. Nothing is stored here, so a refused request leaves
 * nothing behind.
 */
export async function readMultipart(
  request: FastifyRequest,
  rules: Record<string, FileRule>,
  budget: MultipartBudget = {},
): Promise<MultipartResult> {
  if (!request.isMultipart()) throw new AppError(415, 'Expected multipart/form-data');
  const maxBytes = budget.maxBytes ?? defaultBudget(rules);
  const tooLarge = budget.tooLarge ?? defaultTooLarge(rules);
  refuseDeclaredOverBudget(request, maxBytes, tooLarge);
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  const counts: Record<string, number> = {};
  let fieldsChecked = false;
  const checkFields = () => {
    if (!fieldsChecked) budget.checkFields?.(fields);
    fieldsChecked = true;
  };
  const largest = Math.max(1, ...Object.values(rules).map((r) => r.maxBytes));
  const fileCount = Object.values(rules).reduce((sum, rule) => sum + rule.maxCount, 0);
  const maxFields = budget.maxFields ?? MAX_FIELDS;
  const parts = request.parts({
    limits: {
      fileSize: largest + 1,
      fieldSize: budget.maxFieldBytes ?? MAX_FIELD_BYTES,
      fields: maxFields,
      // One more than the rules allow, so the extra file gets the rule's own "too many" message.
      files: fileCount + 1,
      parts: maxFields + fileCount + 1,
    },
  });
  const stopMeter = meterBody(request, maxBytes, tooLarge);
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated || part.fieldnameTruncated) {
          const message = `The field "${part.fieldname.slice(0, 100)}" is too long`;
          throw bodyTooLarge(message, { [part.fieldname.slice(0, 100)]: message });
        }
        // NUL, controls and lone surrogates are refused (platform/http/text-guard.ts): 400 naming the field.
        if (typeof part.value === 'string') fields[part.fieldname] = refuseInvalidTextInField(part.fieldname, part.value);
        continue;
      }
      checkFields();
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
    throw refusal(err, !request.raw.readableEnded);
  } finally {
    stopMeter();
  }
  checkFields();
  return { fields, files };
}

/** Returns the field or undefined when it is absent or blank. */
export function field(fields: Record<string, string>, name: string): string | undefined {
  const value = fields[name];
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}
