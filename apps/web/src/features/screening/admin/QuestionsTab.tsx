import { CRITERION_LABELS, QUESTION_TYPE_LABELS, SCREENING_MESSAGES, type AdminScreeningQuestion } from '@rentfront/shared/screening';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, GripVertical, ListChecks, Plus, Trash2 } from '../../../ui/icons';
import { useState } from 'react';
import { failureMessage } from '../../../api/errors';
import { deleteScreeningQuestion, fetchAdminScreeningQuestions, reorderScreeningQuestions } from '../../../api/screening';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { cn } from '../../../ui/cn';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EmptyState, ErrorState } from '../../../ui/EmptyState';
import { LoadingRegion, Skeleton } from '../../../ui/Skeleton';
import { toast } from '../../../ui/toast';
import { AddQuestionsDialog } from './AddQuestionsDialog';
import { moveItem } from './reorder';

const KEY = ['screening', 'admin-questions'];

export function QuestionsTab() {
  const queryClient = useQueryClient();
  const questions = useQuery({ queryKey: KEY, queryFn: fetchAdminScreeningQuestions });
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<AdminScreeningQuestion | null>(null);
  const [dragIndex, setDragIndex] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const reorder = useMutation({
    mutationFn: (list: AdminScreeningQuestion[]) => reorderScreeningQuestions(list.map((q) => q.id)),
    // The list moves at once; a refused order puts the saved one back.
    onMutate: async (list) => {
      await queryClient.cancelQueries({ queryKey: KEY });
      const previous = queryClient.getQueryData<AdminScreeningQuestion[]>(KEY);
      queryClient.setQueryData(KEY, list);
      return { previous };
    },
    onSuccess: (saved) => queryClient.setQueryData(KEY, saved),
    onError: (err, _list, context) => {
      if (context?.previous) queryClient.setQueryData(KEY, context.previous);
      toast.error(failureMessage(err, SCREENING_MESSAGES.reorderFailed));
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['screening', 'questions'] }),
  });

  const remove = useMutation({
    mutationFn: (id: string) => deleteScreeningQuestion(id),
    onSuccess: (res) => {
      toast.success(res.message || SCREENING_MESSAGES.deleteQuestionSuccess);
      setDeleting(null);
      void queryClient.invalidateQueries({ queryKey: ['screening'] });
    },
    onError: (err) => toast.error(failureMessage(err, SCREENING_MESSAGES.deleteQuestionFailed)),
  });

  const move = (from: number, to: number) => {
    const list = questions.data;
    if (!list || to < 0 || to >= list.length || from === to) return;
    const next = moveItem(list, from, to);
    setAnnouncement(`"${list[from].question_text}" moved to position ${to + 1} of ${list.length}.`);
    reorder.mutate(next);
  };

  const list = questions.data ?? [];

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
        {announcement}
      </p>

      {questions.isPending ? (
        <LoadingRegion label="Loading questions" className="space-y-2">
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-20 w-full" />
        </LoadingRegion>
      ) : questions.isError ? (
        <ErrorState
          message={failureMessage(questions.error, SCREENING_MESSAGES.fetchQuestionsFailed)}
          onRetry={() => void questions.refetch()}
        />
      ) : list.length === 0 ? (
        <EmptyState
          icon={<ListChecks aria-hidden className="h-10 w-10 text-slate-500" />}
          title="No questions yet"
          message="Visitors only fill in their contact details until you add questions."
          action={<Button onClick={() => setAdding(true)}>Add Questions</Button>}
        />
      ) : (
        <ol className="space-y-2" aria-label="Active questions">
          {list.map((q, i) => (
            <li
              key={q.id}
              draggable
              onDragStart={(e) => {
                setDragIndex(i);
                e.dataTransfer.effectAllowed = 'move';
              }}
              onDragOver={(e) => {
                if (dragIndex !== null) e.preventDefault();
              }}
              onDrop={(e) => {
                e.preventDefault();
                if (dragIndex !== null) move(dragIndex, i);
                setDragIndex(null);
              }}
              onDragEnd={() => setDragIndex(null)}
              className={cn(
                'flex gap-3 rounded-lg border bg-white p-3 shadow-sm sm:p-4',
                dragIndex === i ? 'border-brand-700 opacity-60' : 'border-slate-200',
              )}
            >
              <div className="flex flex-col items-center gap-1 text-slate-600">
                <GripVertical aria-hidden className="hidden h-5 w-5 cursor-grab sm:block" />
                <span
                  className="flex h-7 w-7 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-800"
                  aria-hidden
                >
                  {i + 1}
                </span>
              </div>
              <div className="min-w-0 flex-1 space-y-1">
                <div className="flex flex-wrap items-center gap-2">
                  <Badge tone="blue">{QUESTION_TYPE_LABELS[q.question_type]}</Badge>
                  {q.is_required ? <Badge tone="red">Required</Badge> : <Badge tone="gray">Optional</Badge>}
                  {q.criterion && <Badge tone="purple">Recommends by: {CRITERION_LABELS[q.criterion]}</Badge>}
                </div>
                <p className="break-words font-medium text-slate-900">{q.question_text}</p>
                {q.placeholder_text && <p className="text-sm text-slate-700">Placeholder: {q.placeholder_text}</p>}
              </div>
              <div className="flex flex-col gap-1 sm:flex-row sm:items-start">
                <Button
                  variant="ghost"
                  size="icon"
                  onClick={() => move(i, i - 1)}
                  disabled={i === 0 || reorder.isPending}
                  aria-label={`Move "${q.question_text}" up`}
                >
                  <ArrowUp aria-hidden className="h-4 w-4" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  onClick={() => move(i, i + 1)}
                  disabled={i === list.length - 1 || reorder.isPending}
                  aria-label={`Move "${q.question_text}" down`}
                >
                  <ArrowDown aria-hidden className="h-4 w-4" />
                </Button>
                <Button variant="ghost" size="icon" onClick={() => setDeleting(q)} aria-label={`Delete "${q.question_text}"`}>
                  <Trash2 aria-hidden className="h-4 w-4 text-red-700" />
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}

      <AddQuestionsDialog open={adding} onClose={() => setAdding(false)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Question"
        message={
          <p>
            Stop asking <strong>“{deleting?.question_text}”</strong>? Answers already given keep the question as it was asked.
          </p>
        }
        confirmLabel="Yes, Delete"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
    </div>
  );
}
