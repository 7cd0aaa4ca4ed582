import { teamMemberCreateSchema, teamMemberUpdateSchema } from '@rentfront/shared';
import { badRequest } from '../../platform/http/errors';
import { zodIssuesToErrors } from '../../platform/http/error-handler';

type Parsed<T> = { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };

function parseOrThrow<T>(result: Parsed<T>): T {
  if (result.success) return result.data;
  const errors = zodIssuesToErrors(result.error.issues);
  throw badRequest(Object.values(errors)[0] ?? 'Invalid request', errors);
}

/** Form fields of a new member (multipart text or JSON values). */
export function parseCreate(fields: Record<string, unknown>) {
  return parseOrThrow(teamMemberCreateSchema.safeParse(fields));
}

/** Form fields of an update: only what is sent changes. */
export function parseUpdate(fields: Record<string, unknown>) {
  return parseOrThrow(teamMemberUpdateSchema.safeParse(fields));
}
