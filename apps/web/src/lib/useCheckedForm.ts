import { useState, type FormEvent } from 'react';
import type { z } from 'zod';

export interface CheckedFormOptions<V extends { [K in keyof V]: string }, T> {
  /** The values the form opens with (read on the first render only). */
  initial: V;
  /** The server's own schema: what it refuses, the form refuses first, with the same words. */
  schema: z.ZodType<T>;
  /** The values as the schema reads them (e.g. an empty description as null); default the values. */
  toInput?: (values: V) => unknown;
  /** Field errors from the server, by field name (e.g. the address already has an account). */
  serverErrors?: Record<string, string>;
  onSubmit: (input: T) => void;
}

/**
 * A form of text fields checked with the server's schema on submit: its values, one error per
 * field (the schema's first for it, or the server's), and `set`, which clears the field's own
 * error as the office types in it again.
 */
export function useCheckedForm<V extends { [K in keyof V]: string }, T>({
  initial,
  schema,
  toInput,
  serverErrors,
  onSubmit,
}: CheckedFormOptions<V, T>) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  return {
    values,
    errors: { ...serverErrors, ...errors } as Record<string, string | undefined>,
    set(name: keyof V & string, value: string) {
      setValues((v) => ({ ...v, [name]: value }));
      setErrors(({ [name]: _gone, ...rest }) => rest);
    },
    submit(e: FormEvent) {
      e.preventDefault();
      const parsed = schema.safeParse(toInput ? toInput(values) : values);
      if (parsed.success) return onSubmit(parsed.data);
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
    },
  };
}
