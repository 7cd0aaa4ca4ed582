import type { z } from 'zod';
import { MAINTENANCE_MESSAGES } from '@rentfront/shared';
import { badRequest } from '../../platform/http/errors';
import { zodIssuesToErrors } from '../../platform/http/error-handler';

/**
 * Parses a body with a shared schema. On failure: 400 with a message per field, and the spec's
 * 'Please fill in all required fields' as the headline whenever a required field is missing.
 */
export function parseBody<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors = zodIssuesToErrors(result.error.issues);
  const messages = Object.values(errors);
  const headline = messages.includes(MAINTENANCE_MESSAGES.requiredFields)
    ? MAINTENANCE_MESSAGES.requiredFields
    : (messages[0] ?? 'Invalid request');
  throw badRequest(headline, errors);
}
