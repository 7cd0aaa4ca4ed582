import { useMutation } from '@tanstack/react-query';
import { failureMessage } from '../../api/errors';
import { toast } from '../toast';
import { BulkBar, BulkStatusMenu } from './BulkBar';

interface BulkStatusOptions<S extends string> {
  /** One record's status change: each goes through its own call, so each keeps its own checks and e-mails. */
  change: (id: string, status: S) => Promise<unknown>;
  /** What a row is, singular and plural ("application", "applications"). */
  noun: [string, string];
  /** The toast when the calls could not be made at all. */
  failed: string;
  /** After every attempt (refresh the list); the selection is cleared after a success. */
  settled: () => void;
  clearSelection: () => void;
}

/** "Change status" for the selected rows of an admin list: the mutation and its bar. */
export function useBulkStatus<S extends string>({ change, noun, failed, settled, clearSelection }: BulkStatusOptions<S>) {
  const mutation = useMutation({
    mutationFn: async ({ ids, status }: { ids: string[]; status: S }) => {
      const results = await Promise.allSettled(ids.map((id) => change(id, status)));
      return results.filter((r) => r.status === 'rejected').length;
    },
    onSuccess: (failures, { ids }) => {
      const rows = ids.length === 1 ? noun[0] : noun[1];
      if (failures === 0) toast.success(`${ids.length} ${rows} updated`);
      else toast.error(`${failures} of ${ids.length} ${rows} could not change to that status.`);
      clearSelection();
    },
    onError: (err) => toast.error(failureMessage(err, failed)),
    onSettled: settled,
  });

  /** The bar for the chosen rows: count, the status menu and Clear selection (nothing when none is chosen). */
  const bar = (chosen: string[], options: readonly { status: S; label: string }[]) => (
    <BulkBar count={chosen.length} onClear={clearSelection}>
      <BulkStatusMenu options={options} disabled={mutation.isPending} onChoose={(status) => mutation.mutate({ ids: chosen, status })} />
    </BulkBar>
  );
  return { bar };
}
