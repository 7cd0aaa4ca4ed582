import { useCallback, useRef, useState } from 'react';
import { isReauthRequired } from './isReauthRequired';
import { PasswordPromptDialog } from './PasswordPromptDialog';

/**
 * Runs a sensitive call; when the server answers 403 `reauth_required`, shows the password prompt
 * and, once confirmed, runs the call again. `dialog` must be rendered by the caller.
 */
export function useReauth() {
  const [open, setOpen] = useState(false);
  const pending = useRef<(() => void) | null>(null);
  const rejectOnCancel = useRef<(() => void) | null>(null);

  const guard = useCallback(<T,>(call: () => Promise<T>): Promise<T> => {
    return call().catch((err: unknown) => {
      if (!isReauthRequired(err)) throw err;
      return new Promise<T>((resolve, reject) => {
        pending.current = () => call().then(resolve, reject);
        setOpen(true);
        // Closing the prompt without a password: the call fails with the server's answer.
        rejectOnCancel.current = () => reject(err);
      });
    });
  }, []);

  const dialog = (
    <PasswordPromptDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          rejectOnCancel.current?.();
          rejectOnCancel.current = null;
          pending.current = null;
        }
      }}
      onConfirmed={() => {
        const retry = pending.current;
        pending.current = null;
        rejectOnCancel.current = null;
        setOpen(false);
        retry?.();
      }}
    />
  );
  return { guard, dialog };
}
