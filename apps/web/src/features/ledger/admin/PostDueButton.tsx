import { useMutation, useQueryClient } from '@tanstack/react-query';
import { failureMessage } from '../../../api/errors';
import { Button } from '../../../ui/Button';
import { toast } from '../../../ui/toast';
import { ledgerKeys, postDueNow, type PostDueCounts } from './ledgerApi';

/** "Posted 12 charges, 3 late fees" from the run's counts (the names the server sends). */
export function postDueText(counts: PostDueCounts): string {
  const parts = Object.entries(counts)
    .filter((e): e is [string, number] => typeof e[1] === 'number')
    .map(([name, n]) => `${n} ${name.replace(/_/g, ' ')}`);
  return parts.length ? `Due charges posted: ${parts.join(', ')}` : 'Due charges posted';
}

/** Runs the due-day posting now (owner or manager); a rerun posts nothing twice. */
export function PostDueButton() {
  const queryClient = useQueryClient();
  const run = useMutation({
    mutationFn: postDueNow,
    onSuccess: (res) => {
      toast.success(postDueText(res.data));
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
