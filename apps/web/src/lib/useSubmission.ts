import { useCallback, useEffect, useRef, useState } from 'react';

export interface SubmissionHandlers<A, R> {
  onSuccess?: (result: R, input: A) => void;
  onError?: (error: unknown, input: A) => void;
}

/**
 * One form submission at a time, with its pending state: what public forms need from a mutation
 * library, without shipping one to every visitor (TanStack Query stays in the back office). A
 * second submit while one is pending is ignored; handlers do not run after the form unmounts.
 */
export function useSubmission<A, R>(send: (input: A) => Promise<R>, handlers: SubmissionHandlers<A, R> = {}) {
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const mounted = useRef(true);
  const latest = useRef({ send, handlers });
  latest.current = { send, handlers };
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const submit = useCallback((input: A) => {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    const { send: run, handlers: on } = latest.current;
    run(input)
      .then(
        (result) => mounted.current && on.onSuccess?.(result, input),
        (error: unknown) => mounted.current && on.onError?.(error, input),
      )
      .finally(() => {
        busy.current = false;
        if (mounted.current) setPending(false);
      });
  }, []);

  return { submit, pending };
}
