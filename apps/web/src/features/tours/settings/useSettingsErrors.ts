import { useEffect, useRef, useState } from 'react';
import { ApiError, failureMessage } from '../../../api/errors';
import { toast } from '../../../ui/toast';
import type { FieldErrors } from './tourSettingsForm';

/**
 * The marked fields of a tour settings form. A refused check or save marks them and moves focus
 * to the first (its message is read with it); a failed save also says why in a toast.
 */
export function useSettingsErrors() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const refuse = (next: FieldErrors) => {
    setErrors(next);
    setRefusals((n) => n + 1);
  };
  const saveFailed = (err: unknown, fallback: string) => {
    toast.error(failureMessage(err, fallback));
    if (err instanceof ApiError && err.errors) refuse(err.errors);
  };
  return { errors, setErrors, formRef, refuse, saveFailed };
}
