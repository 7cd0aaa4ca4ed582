import type { FastifyRequest } from 'fastify';
import { readMultipart, type MultipartBudget } from '../../platform/uploads';

/**
 * A login form as multipart: two short fields (e-mail, password). A few kilobytes cover them and
 * their framing many times over; anything larger is refused (413) before it is read, and before
 * the login throttle spends any work on it.
 */
export const LOGIN_FORM_BUDGET: MultipartBudget = { maxBytes: 8 * 1024, maxFieldBytes: 1024, maxFields: 8 };

/**
 * preValidation hook: a multipart body (a browser `FormData`) becomes a plain object of its text
 * fields, so a route's JSON schema validates it like JSON or an urlencoded form. Files are
 * refused (no rules are given); the body is read within `budget`.
 */
export function formDataAsBody(budget: MultipartBudget) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!request.isMultipart()) return;
    const { fields } = await readMultipart(request, {}, budget);
    request.body = fields;
  };
}
