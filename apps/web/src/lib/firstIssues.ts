/** A schema's issues as one message a field: the first issue of each top-level field (zod's order). */
export function firstIssues<K extends string = string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const issue of issues) errors[String(issue.path[0]) as K] ??= issue.message;
  return errors;
}
