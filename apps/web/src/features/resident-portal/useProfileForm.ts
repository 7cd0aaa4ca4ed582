import { useState, type ChangeEvent, type FormEvent } from 'react';
import { failureMessage } from '../../api/errors';
import { useSubmission } from '../../lib/useSubmission';
import { serverFieldErrors, type Checked, type FieldErrors } from './profileForms';

export interface ProfileFormOptions<K extends string, I, R> {
  /** The fields and what they start with; the keys are also the inputs' names and the server's field names. */
  initial: Record<K, string>;
  /** The form's own checks: the input to send, or the fields' errors. */
  check: (values: Record<K, string>) => Checked<I, K>;
  send: (input: I) => Promise<R>;
  /** The failure line of a refusal that names none of the fields. */
  failed: string;
  onSuccess?: (result: R) => void;
  /** Empty the fields once sent (a message, a password), rather than keep what was saved (the name). */
  clearOnSuccess?: boolean;
}

/**
 * The state the profile page's small forms share (details, password, message to the office): the
 * typed values, each field's error (gone once the field is edited), one failure line for a refusal
 * that is not about a field, and "done" until the next edit. The server's field errors win.
 */
export function useProfileForm<K extends string, I, R>(options: ProfileFormOptions<K, I, R>) {
  const { initial, check, failed, clearOnSuccess } = options;
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const submission = useSubmission(options.send, {
    onSuccess: (result) => {
      setDone(true);
      if (clearOnSuccess) setValues((v) => clear(v));
      options.onSuccess?.(result);
    },
    onError: (err) => {
      const fields = serverFieldErrors(err, Object.keys(initial) as K[]);
      setErrors(fields);
      setFailure(Object.keys(fields).length > 0 ? null : failureMessage(err, failed));
    },
  });

  /** The value, name and change handler of one field's input. */
  const field = (name: K) => ({
    name,
    value: values[name],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = e.target.value;
      setValues((v) => ({ ...v, [name]: value }));
      setDone(false);
      setErrors((v) => ({ ...v, [name]: undefined }));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setDone(false);
    const result = check(values);
    if ('errors' in result) return setErrors(result.errors);
    submission.submit(result.input);
  };

  return { values, field, errors, failure, done, pending: submission.pending, submit };
}

function clear<K extends string>(values: Record<K, string>): Record<K, string> {
  return Object.fromEntries(Object.keys(values).map((k) => [k, ''])) as Record<K, string>;
}
