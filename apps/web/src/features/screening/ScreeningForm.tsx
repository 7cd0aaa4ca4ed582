import { SCREENING_REVIEW_TIME } from '@rentfront/shared/review-times';
import type { ScreeningQuestion } from '@rentfront/shared/screening';
import type { FormEvent } from 'react';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Input, Textarea } from '../../ui/Input';
import { fieldId, type AnswerValue, type ContactField, type FormErrors, type ScreeningFormValues } from './form';
import { QuestionInput } from './QuestionInput';

export interface ScreeningFormProps {
  questions: ScreeningQuestion[];
  values: ScreeningFormValues;
  errors: FormErrors;
  /** Shown above the submit button after a failed attempt. */
  summary: string | null;
  submitting: boolean;
  onContactChange: (field: ContactField, value: string) => void;
  onAnswerChange: (questionId: string, value: AnswerValue) => void;
  onSubmit: () => void;
}

export function ScreeningForm(props: ScreeningFormProps) {
  const { questions, values, errors, summary, submitting, onContactChange, onAnswerChange } = props;
  const contact = (field: ContactField) => ({
    id: fieldId(field),
    value: values[field],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onContactChange(field, e.target.value),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onSubmit();
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-8">
      <section aria-labelledby="screening-contact" className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 id="screening-contact" className="text-lg font-semibold text-slate-900">
          Your contact details
        </h2>
        <p className="mt-1 text-sm text-slate-700">We use these to send you matching properties and to follow up on your answers.</p>
        <div className="mt-5 grid gap-4 sm:grid-cols-2">
          <Field label="Full name" required error={errors.full_name}>
            <Input type="text" autoComplete="name" maxLength={120} {...contact('full_name')} />
          </Field>
          <Field label="Email" required error={errors.email}>
            <Input type="email" autoComplete="email" maxLength={254} {...contact('email')} />
          </Field>
          <Field label="Phone" required error={errors.phone} hint="At least 10 characters, e.g. (518) 555-0142">
            <Input type="tel" autoComplete="tel" maxLength={40} {...contact('phone')} />
          </Field>
          <Field label="Additional message (optional)" error={errors.message} className="sm:col-span-2">
            <Textarea rows={3} maxLength={5000} {...contact('message')} />
          </Field>
        </div>
      </section>

      {questions.length > 0 && (
        <section aria-labelledby="screening-questions" className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          <h2 id="screening-questions" className="text-lg font-semibold text-slate-900">
            Questions
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            Questions marked <span className="text-red-700">*</span> are required.
          </p>
          <ol className="mt-5 space-y-6">
            {questions.map((q, i) => (
              <li key={q.id} className="border-t border-slate-100 pt-5 first:border-t-0 first:pt-0">
                <QuestionInput
                  question={q}
                  number={i + 1}
                  total={questions.length}
                  value={values.answers[q.id]}
                  error={errors[q.id]}
                  onChange={(value) => onAnswerChange(q.id, value)}
                />
              </li>
            ))}
          </ol>
        </section>
      )}

      <div className="flex flex-col items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between">
        {summary ? (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-900">
            {summary}
          </p>
        ) : (
          <p className="text-sm text-slate-700">Our team reviews every questionnaire within {SCREENING_REVIEW_TIME}.</p>
        )}
        <Button type="submit" size="lg" loading={submitting} className="justify-center">
          {submitting ? 'Submitting...' : 'Submit Questionnaire'}
        </Button>
      </div>
    </form>
  );
}
