import { SCREENING_MESSAGES as M, type AdminScreeningQuestion } from '@rentfront/shared/screening';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { failureMessage } from '../../../api/errors';
import { deleteScreeningQuestion, fetchAdminScreeningQuestions } from '../../../api/screening';
import { screeningKeys } from '../../../api/queryKeys';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EmptyState } from '../../../ui/EmptyState';
import { ListChecks, Plus } from '../../../ui/icons';
import { QueryView } from '../../../ui/QueryView';
import { toast } from '../../../ui/toast';
import { AddQuestionsDialog } from './AddQuestionsDialog';
import { QUESTION_DELETE_TITLE, QuestionDeleteMessage, QuestionItem } from './questionList';
import { useQuestionOrder } from './useQuestionOrder';

/**
 * Pre-Screening › Questions: every active question in the order the visitor is asked (all of
 * them, no paging: a short ordered list, not an admin table), Add Questions, move and delete.
 */
export function QuestionsTab() {
  const queryClient = useQueryClient();
  const questions = useQuery({ queryKey: screeningKeys.adminQuestions, queryFn: fetchAdminScreeningQuestions });
  const order = useQuestionOrder(questions.data);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<AdminScreeningQuestion | null>(null);
  const remove = useMutation({
    mutationFn: (id: string) => deleteScreeningQuestion(id),
    onSuccess: (res) => {
      toast.success(res.message || M.deleteQuestionSuccess);
      setDeleting(null);
      void queryClient.invalidateQueries({ queryKey: screeningKeys.all });
    },
    onError: (err) => toast.error(failureMessage(err, M.deleteQuestionFailed)),
  });

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">Active questions</h2>
          <p className="text-sm text-slate-700">
            Asked on the Pre-Screening page in this order. Drag a question, or use the arrows, to move it.
          </p>
        </div>
        <Button onClick={() => setAdding(true)}>
          <Plus aria-hidden className="h-4 w-4" /> Add Questions
        </Button>
      </div>
      <p className="sr-only" aria-live="polite">
        {order.announcement}
      </p>
      <QueryView
        query={questions}
        loading={{ label: 'Loading questions', skeletons: ['h-20 w-full', 'h-20 w-full'] }}
        error={M.fetchQuestionsFailed}
      >
        {(list) =>
          list.length === 0 ? (
            <EmptyState
              icon={<ListChecks aria-hidden className="h-10 w-10 text-slate-500" />}
              title="No questions yet"
              message="Visitors only fill in their contact details until you add questions."
              action={<Button onClick={() => setAdding(true)}>Add Questions</Button>}
            />
          ) : (
            <ol className="space-y-2" aria-label="Active questions">
              {list.map((q, i) => (
                <QuestionItem
                  key={q.id}
                  question={q}
                  index={i}
                  count={list.length}
                  dragging={order.dragIndex === i}
                  busy={order.busy}
                  onMove={order.move}
                  onDelete={setDeleting}
                  drag={order.dragOf(i)}
                />
              ))}
            </ol>
          )
        }
      </QueryView>
      <AddQuestionsDialog open={adding} onClose={() => setAdding(false)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={QUESTION_DELETE_TITLE}
        message={<QuestionDeleteMessage question={deleting} />}
        confirmLabel="Yes, Delete"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
    </div>
  );
}
