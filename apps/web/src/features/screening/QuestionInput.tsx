import type { ScreeningQuestion } from '@rentfront/shared/screening';
import { Input } from '../../ui/Input';
import { cn } from '../../ui/cn';
import { fieldId, type AnswerValue } from './form';

export interface QuestionInputProps {
  question: ScreeningQuestion;
  number: number;
  total: number;
  value: AnswerValue | undefined;
  error?: string;
  onChange: (value: AnswerValue) => void;
}

function Heading({ number, total, text, required }: { number: number; total: number; text: string; required: boolean }) {
  return (
    <>
      <span className="mb-0.5 block text-xs font-semibold uppercase tracking-wide text-brand-700">
        Question {number} of {total}
      </span>
      <span className="block text-base text-slate-900">
        {text}
        {required && (
          <span className="text-red-700" aria-hidden>
            {' '}
            *
          </span>
        )}
      </span>
    </>
  );
}

/** Yes/No as two radio buttons that start unanswered (never pre-checked as No). */
function YesNo({ question, number, total, value, error, onChange }: QuestionInputProps) {
  const id = fieldId(question.id);
  const errorId = `${id}-error`;
  const option = (label: string, checked: boolean, next: boolean) => (
    <label
      className={cn(
        'flex min-w-24 cursor-pointer items-center gap-2 rounded-md border px-4 py-2 text-sm font-medium',
        checked ? 'border-brand-700 bg-brand-50 text-brand-800' : 'border-slate-400 bg-white text-slate-800 hover:bg-slate-50',
      )}
    >
      <input
        type="radio"
        name={id}
        id={next ? id : undefined}
        className="h-4 w-4 accent-brand-700"
        checked={checked}
        onChange={() => onChange(next)}
        aria-describedby={error ? errorId : undefined}
      />
      {label}
    </label>
  );
  return (
    // A fieldset may take the radiogroup role, which (unlike group) can say required and invalid.
    <fieldset
      role="radiogroup"
      className="flex flex-col gap-2"
      aria-invalid={error ? true : undefined}
      aria-required={question.is_required || undefined}
    >
      <legend className="mb-1 text-sm font-medium text-slate-800">
        <Heading number={number} total={total} text={question.question_text} required={question.is_required} />
      </legend>
      <div className="flex flex-wrap gap-3">
        {option('Yes', value === true, true)}
        {option('No', value === false, false)}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-700" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** One numbered question, with the input its type needs. */
export function QuestionInput(props: QuestionInputProps) {
  const { question, number, total, value, error, onChange } = props;
  if (question.question_type === 'yesno') return <YesNo {...props} />;
  const id = fieldId(question.id);
  const errorId = `${id}-error`;
  // Not the shared Field: the label here is two lines (number and text) with the required mark
  // after the text, so the label is laid out here; the wiring is the same as Field's.
  const common = {
    id,
    value: typeof value === 'string' ? value : '',
    placeholder: question.placeholder_text ?? undefined,
    'aria-invalid': error ? true : undefined,
    'aria-required': question.is_required || undefined,
    'aria-describedby': error ? errorId : undefined,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => onChange(e.target.value),
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        <Heading number={number} total={total} text={question.question_text} required={question.is_required} />
      </label>
      {question.question_type === 'number' ? (
        <Input type="number" inputMode="numeric" step={1} {...common} />
      ) : question.question_type === 'date' ? (
        <Input type="date" {...common} className="max-w-xs" />
      ) : (
        <Input type="text" maxLength={2000} {...common} />
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
