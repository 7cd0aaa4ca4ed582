import { SCREENING_REVIEW_TIME } from '@rentfront/shared/review-times';
import { SCREENING_MESSAGES, type ScreeningQuestion, type ScreeningSubmitResult } from '@rentfront/shared/screening';
import { useState } from 'react';
import { ApiError, failureMessage } from '../../api/errors';
import { submitScreening } from '../../api/screening';
import { useLoaded } from '../../page-data/useLoaded';
import { useSubmission } from '../../lib/useSubmission';
import { ErrorState } from '../../ui/EmptyState';
import { toast } from '../../ui/toast';
import {
  buildSubmitBody,
  emptyForm,
  fieldId,
  mapServerErrors,
  validateScreeningForm,
  type AnswerValue,
  type ContactField,
  type FormErrors,
} from './form';
import { ScreeningForm } from './ScreeningForm';
import { ScreeningSuccess } from './ScreeningSuccess';

function focusField(key: string | undefined) {
  if (!key) return;
  // After React has painted the errors.
  requestAnimationFrame(() => document.getElementById(fieldId(key))?.focus());
}

export default function ScreeningPage() {
  const questions = useLoaded<ScreeningQuestion[]>();
  const [values, setValues] = useState(emptyForm);
  const [errors, setErrors] = useState<FormErrors>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [result, setResult] = useState<ScreeningSubmitResult | null>(null);

  const clearError = (key: string) =>
    setErrors((prev) => {
      if (!(key in prev)) return prev;
      const next = { ...prev };
      delete next[key];
      return next;
    });

  const submit = useSubmission(submitScreening, {
    onSuccess: (res) => {
      toast.success(res.message || SCREENING_MESSAGES.submitSuccess);
      setResult(res.data);
      window.scrollTo({ top: 0 });
    },
    onError: (err, body) => {
      const isServerAnswer = err instanceof ApiError && err.status > 0;
      toast.error(isServerAnswer ? failureMessage(err, SCREENING_MESSAGES.submitException) : SCREENING_MESSAGES.submitException);
      if (err instanceof ApiError && err.errors) {
        const placed = mapServerErrors(err.errors, body.answers);
        setErrors(placed);
        setSummary(SCREENING_MESSAGES.fixErrors);
        focusField(Object.keys(placed)[0]);
        // A question may have been removed since the page loaded: ask for the current list.
        if (Object.values(err.errors).includes(SCREENING_MESSAGES.unknownQuestion)) questions.retry();
      }
    },
  });

  const onSubmit = () => {
    const list = questions.data ?? [];
    const found = validateScreeningForm(values, list);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // Shown next to the submit button (role=alert) rather than as a toast: the visitor's focus
      // moves to the first field to fix, and repeated attempts do not pile up toasts.
      setSummary(SCREENING_MESSAGES.fixErrors);
      focusField(Object.keys(found)[0]);
      return;
    }
    setSummary(null);
    submit.submit(buildSubmitBody(values, list));
  };

  const startOver = () => {
    setValues(emptyForm());
    setErrors({});
    setSummary(null);
    setResult(null);
    window.scrollTo({ top: 0 });
  };

  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
        <header className="mb-8 text-center">
          <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">Pre-Screening Questionnaire</h1>
          {!result && (
            <p className="mx-auto mt-3 max-w-2xl text-slate-700">
              Answer a few questions about the home you need. We will suggest matching properties right away, and our team will follow up
              within {SCREENING_REVIEW_TIME}.
            </p>
          )}
        </header>

        {result ? (
          <ScreeningSuccess result={result} onAnotherResponse={startOver} />
        ) : questions.failure || !questions.data ? (
          <ErrorState message={failureMessage(questions.failure, SCREENING_MESSAGES.loadQuestionsFailed)} onRetry={questions.retry} />
        ) : (
          <ScreeningForm
            questions={questions.data}
            values={values}
            errors={errors}
            summary={summary}
            submitting={submit.pending}
            onContactChange={(field: ContactField, value: string) => {
              setValues((v) => ({ ...v, [field]: value }));
              clearError(field);
            }}
            onAnswerChange={(id: string, value: AnswerValue) => {
              setValues((v) => ({ ...v, answers: { ...v.answers, [id]: value } }));
              clearError(id);
            }}
            onSubmit={onSubmit}
          />
        )}
      </div>
    </div>
  );
}
