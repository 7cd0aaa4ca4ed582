import {
  QUESTION_TYPE_LABELS,
  QUESTION_TYPES,
  questionsCreatedMessage,
  SCREENING_LIMITS,
  SCREENING_MESSAGES,
  type QuestionType,
} from '@rentfront/shared/screening';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from '../../../ui/icons';
import { useState } from 'react';
import { ApiError, failureMessage } from '../../../api/errors';
import { createScreeningQuestions } from '../../../api/screening';
import { screeningKeys } from '../../../api/queryKeys';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { Checkbox, Input, Select, Textarea } from '../../../ui/Input';
import { toast } from '../../../ui/toast';
import { DialogActions } from '../../../ui/unsaved/DialogActions';
import { FormDialog } from '../../../ui/unsaved/FormDialog';
import { canRemove, criterionOptions, draftsToInput, MAX_DRAFTS, newDraft, withType, type QuestionDraft } from './drafts';

const TYPE_OPTIONS = QUESTION_TYPES.map((t) => ({ value: t, label: QUESTION_TYPE_LABELS[t] }));

export interface AddQuestionsDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Adds several questions at once (admin-back-office.md §5 "New screening questions"). */
export function AddQuestionsDialog({ open, onClose }: AddQuestionsDialogProps) {
  const queryClient = useQueryClient();
  const [drafts, setDrafts] = useState<QuestionDraft[]>(() => [newDraft()]);
  const [error, setError] = useState<string | null>(null);

  // Changes: more than the one blank question, or anything typed or chosen in it.
  const blank = newDraft();
  const dirty = drafts.length > 1 || drafts.some((d) => JSON.stringify({ ...d, key: '' }) !== JSON.stringify({ ...blank, key: '' }));

  const close = () => {
    setDrafts([newDraft()]);
    setError(null);
    onClose();
  };

  const create = useMutation({
    mutationFn: createScreeningQuestions,
    onSuccess: (res) => {
      toast.success(res.message || questionsCreatedMessage(res.data.created_questions.length));
      void queryClient.invalidateQueries({ queryKey: screeningKeys.all });
      close();
    },
    onError: (err) => {
      const message = failureMessage(err, SCREENING_MESSAGES.createQuestionsFailed);
      setError(err instanceof ApiError && err.status === 400 ? message : null);
      toast.error(message);
    },
  });

  const update = (key: string, change: (d: QuestionDraft) => QuestionDraft) => {
    setDrafts((list) => list.map((d) => (d.key === key ? change(d) : d)));
    setError(null);
  };

  const submit = () => {
    const questions = draftsToInput(drafts);
    if (questions.length === 0) {
      // Inline (role=alert) in the dialog, where the admin is typing.
      setError(SCREENING_MESSAGES.addAtLeastOne);
      return;
    }
    create.mutate(questions);
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => !next && close()}
      dirty={dirty}
      title="Add Questions"
      description="Questions with no text are skipped. New questions are asked after the current ones."
      size="lg"
      dismissible={!create.isPending}
      footer={<DialogActions onCancel={close} busy={create.isPending} onSubmit={submit} submitLabel="Create Questions" />}
    >
      <ol className="space-y-4">
        {drafts.map((d, i) => (
          <li key={d.key} className="space-y-3 rounded-lg border border-slate-200 p-4">
            <div className="flex items-center justify-between gap-2">
              <h3 className="text-sm font-semibold text-slate-900">New question {i + 1}</h3>
              {canRemove(drafts) && (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setDrafts((list) => list.filter((x) => x.key !== d.key))}
                  aria-label={`Remove new question ${i + 1}`}
                >
                  <Trash2 aria-hidden className="h-4 w-4 text-red-700" /> Remove
                </Button>
              )}
            </div>
            <Field label="Question text">
              <Textarea
                rows={2}
                maxLength={SCREENING_LIMITS.questionTextMax}
                value={d.question_text}
                onChange={(e) => update(d.key, (x) => ({ ...x, question_text: e.target.value }))}
              />
            </Field>
            <div className="grid gap-3 sm:grid-cols-2">
              <Field label="Type">
                <Select
                  options={TYPE_OPTIONS}
                  value={d.question_type}
                  onChange={(e) => update(d.key, (x) => withType(x, e.target.value as QuestionType))}
                />
              </Field>
              <Field label="Recommendation criterion (optional)" hint="Lets the answer pick matching properties.">
                <Select
                  options={criterionOptions(d.question_type)}
                  placeholder="None"
                  value={d.criterion}
                  onChange={(e) => update(d.key, (x) => ({ ...x, criterion: e.target.value as QuestionDraft['criterion'] }))}
                />
              </Field>
              <Field label="Placeholder (optional)">
                <Input
                  maxLength={SCREENING_LIMITS.placeholderMax}
                  value={d.placeholder_text}
                  onChange={(e) => update(d.key, (x) => ({ ...x, placeholder_text: e.target.value }))}
                />
              </Field>
              <Checkbox
                id={`${d.key}-required`}
                label="Required"
                className="self-end pb-2"
                checked={d.is_required}
                onChange={(e) => update(d.key, (x) => ({ ...x, is_required: e.target.checked }))}
              />
            </div>
          </li>
        ))}
      </ol>
      {error && (
        <p role="alert" className="mt-4 rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-900">
          {error}
        </p>
      )}
      <Button
        variant="outline"
        className="mt-4"
        onClick={() => setDrafts((list) => [...list, newDraft()])}
        disabled={drafts.length >= MAX_DRAFTS}
      >
        <Plus aria-hidden className="h-4 w-4" /> Add Another Question
      </Button>
    </FormDialog>
  );
}
