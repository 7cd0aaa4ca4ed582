import { SCREENING_MESSAGES, type AdminScreeningQuestion } from '@rentfront/shared/screening';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type DragEvent } from 'react';
import { failureMessage } from '../../../api/errors';
import { reorderScreeningQuestions } from '../../../api/screening';
import { screeningKeys } from '../../../api/queryKeys';
import { toast } from '../../../ui/toast';
import { moveItem } from './reorder';

/**
 * Moving questions, by drag and drop or the arrows: the list moves at once and is saved, a
 * refused order puts the saved one back, and each move is announced to screen readers.
 */
export function useQuestionOrder(list: AdminScreeningQuestion[] | undefined) {
  const queryClient = useQueryClient();
  const [dragIndex, setDragIndex] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const reorder = useMutation({
    mutationFn: (next: AdminScreeningQuestion[]) => reorderScreeningQuestions(next.map((q) => q.id)),
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey: screeningKeys.adminQuestions });
      const previous = queryClient.getQueryData<AdminScreeningQuestion[]>(screeningKeys.adminQuestions);
      queryClient.setQueryData(screeningKeys.adminQuestions, next);
      return { previous };
    },
    onSuccess: (saved) => queryClient.setQueryData(screeningKeys.adminQuestions, saved),
    onError: (err, _next, context) => {
      if (context?.previous) queryClient.setQueryData(screeningKeys.adminQuestions, context.previous);
      toast.error(failureMessage(err, SCREENING_MESSAGES.reorderFailed));
    },
    // The visitor's questionnaire reads the public list.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: screeningKeys.publicQuestions }),
  });

  const move = (from: number, to: number) => {
    if (!list || to < 0 || to >= list.length || from === to) return;
    setAnnouncement(`"${list[from].question_text}" moved to position ${to + 1} of ${list.length}.`);
    reorder.mutate(moveItem(list, from, to));
  };

  /** The drag and drop handlers of the item at `index`. */
  const dragOf = (index: number) => ({
    onDragStart: (e: DragEvent) => {
      setDragIndex(index);
      e.dataTransfer.effectAllowed = 'move';
    },
    onDragOver: (e: DragEvent) => {
      if (dragIndex !== null) e.preventDefault();
    },
    onDrop: (e: DragEvent) => {
      e.preventDefault();
      if (dragIndex !== null) move(dragIndex, index);
      setDragIndex(null);
    },
    onDragEnd: () => setDragIndex(null),
  });

  return { move, dragOf, dragIndex, announcement, busy: reorder.isPending };
}
