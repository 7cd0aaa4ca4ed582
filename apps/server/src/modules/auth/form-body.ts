import type { FastifyRequest } from 'fastify';
import { readMultipart } from '../../platform/uploads';

/**
 * preValidation hook: a multipart body (a browser `FormData`) becomes a plain object of its text
 * fields, so a route's JSON schema validates it like JSON or an urlencoded form. Files are
 * refused (no rules are given).
 */
export async function formDataAsBody(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  const { fields } = await readMultipart(request, {});
  request.body = fields;
}
