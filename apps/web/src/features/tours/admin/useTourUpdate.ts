import type { AdminTourUpdate } from '@rentfront/shared/tours';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { failureMessage } from '../../../api/errors';
import { tourKeys } from '../../../api/queryKeys';
import { updateAdminTour } from '../../../api/tours';
import { toast } from '../../../ui/toast';

/** One PATCH of a tour (status, notes, a cancellation's message); the agenda, list and details refresh after. */
export function useTourUpdate(onDone?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AdminTourUpdate }) => updateAdminTour(id, body),
    onSuccess: (res, { id }) => {
      queryClient.setQueryData(tourKeys.detail(id), res);
      toast.success(res.message || 'Tour updated.');
      onDone?.();
    },
    onError: (err) => toast.error(failureMessage(err, 'Could not update the tour. Please try again.')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tourKeys.all }),
  });
}
