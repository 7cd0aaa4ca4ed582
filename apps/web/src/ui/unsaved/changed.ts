/**
 * True when a form's values differ from where it started (for the forms kept in plain state; the
 * react-hook-form ones have formState.isDirty). Text is compared as typed: a space is a change.
 */
export function changedFrom<T extends object>(initial: T, current: T): boolean {
  const keys = new Set([...Object.keys(initial), ...Object.keys(current)]) as Set<keyof T>;
  for (const key of keys) {
    if (!Object.is(initial[key] ?? null, current[key] ?? null)) return true;
  }
  return false;
}
