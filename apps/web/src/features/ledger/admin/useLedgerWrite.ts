import type { LedgerWriteAnswer } from '@rentfront/shared/ledger';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { failureMessage } from '../../../api/errors';
import { toast } from '../../../ui/toast';
import { ledgerKeys } from './ledgerApi';

/**
 * One ledger write of a dialog: the Idempotency-Key is made once, when the dialog opens, so a
 * second press or a retry after a lost answer is the same request and the server records once.
 * On success: the server's message as a toast, every ledger read refreshed, the dialog closed.
 */
export function useLedgerWrite<A>(
  send: (input: A, key: string) => Promise<{ data: LedgerWriteAnswer }>,
  { onDone, failure }: { onDone: () => void; failure: string },
) {
  const [key] = useState(() => crypto.randomUUID());
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: A) => send(input, key),
    onSuccess: (res) => {
      toast.success(res.data.message);
      void queryClient.invalidateQueries({ queryKey: ledgerKeys.all });
      onDone();
    },
    onError: (err) => toast.error(failureMessage(err, failure)),
  });
}
