import type { z } from 'zod';

/**
 * A form's values against the shared schema the server also checks them with: the first message
 * of each field (by its top-level name), so the form says what the server would; none when they pass.
 */
export function fieldErrors<K extends string>(schema: z.ZodType, values: unknown): Partial<Record<K, string>> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Partial<Record<K, string>> = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    if (key !== undefined && !(String(key) in errors)) errors[String(key) as K] = issue.message;
  }
  return errors;
}
