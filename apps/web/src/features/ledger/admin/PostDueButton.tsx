import { useMutation, useQueryClient } from '@tanstack/react-query';
import { failureMessage } from '../../../api/errors';
import { Button } from '../../../ui/Button';
import { toast } from '../../../ui/toast';
import { POSTING_MESSAGES } from '@rentfront/shared/ledger-posting';
import { ledgerKeys, postDueNow } from './ledgerApi';

/** Runs the due-day posting now (owner or manager); a rerun posts nothing twice. */
export function PostDueButton() {
  const queryClient = useQueryClient();
  const run = useMutation({
    mutationFn: postDueNow,
    onSuccess: (res) => {
      toast.success(res.message ?? POSTING_MESSAGES.done(res.data));
      void queryClient.invalidateQueries({ queryKey: ledgerKeys.all });
    },
    onError: (err) => toast.error(failureMessage(err, 'The due charges could not be posted')),
  });
  return (
    <Button variant="outline" size="sm" loading={run.isPending} onClick={() => run.mutate()}>
      Post due charges now
    </Button>
  );
}
