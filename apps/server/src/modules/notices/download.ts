import type { FastifyReply } from 'fastify';
import type { Storage } from '../../platform/storage/storage';
import { notFound } from '../../platform/http/errors';
import { NOTICE_MESSAGES } from '@rentfront/shared';
import { contentDisposition, downloadContentType } from './files';

interface Attachment {
  file: string;
  originalFilename: string;
  fileType: string;
}

/**
 * Sends a stored attachment as a download, streamed from the store: the type we detected on
 * upload, a safe file name, no sniffing, and no caching so a deactivated or deleted notice stops
 * being served at once. A store outage is a 503, a missing file the spec's 404.
 */
export async function sendAttachment(reply: FastifyReply, storage: Storage, attachment: Attachment) {
  const object = await storage.open(attachment.file);
  if (!object) throw notFound(NOTICE_MESSAGES.fileNotFound);
  return reply
    .header('content-type', downloadContentType(attachment.fileType))
    .header('content-disposition', contentDisposition(attachment.originalFilename, attachment.fileType))
    .header('content-length', String(object.size))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(object.stream);
}
