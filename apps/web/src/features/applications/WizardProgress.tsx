import { APPLICATION_STEPS } from '@rentfront/shared/applications';
import { Check } from '../../ui/icons';
import { cn } from '../../ui/cn';
import { ProgressBar } from '../../ui/ProgressBar';
import { progressOf, REVIEW_STEP } from './wizard';

/** "Step n of 9: Title", the percent bar, and the step list with a green check on completed steps. */
export function WizardProgress({ step, completed }: { step: number; completed: ReadonlySet<number> }) {
  const { label, percent } = progressOf(step);
  const counted = APPLICATION_STEPS.filter((s) => s.step <= REVIEW_STEP);
  return (
    <div className="space-y-3">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <p className="font-medium text-slate-900" aria-live="polite">
          {label}
        </p>
        <p className="shrink-0 text-slate-700">{percent}% complete</p>
      </div>
      <ProgressBar
        label="Application progress"
        percent={percent}
        valueText={`${label}, ${percent}% complete`}
        widthClassName="w-full"
        fillClassName="rounded-full bg-brand-700 transition-all"
      />
      <ol className="grid grid-cols-9 gap-1" aria-label="Steps">
        {counted.map((s) => {
          const done = completed.has(s.step);
          const current = s.step === step;
          return (
            <li key={s.step} className="flex flex-col items-center gap-1 text-center" aria-current={current ? 'step' : undefined}>
              <span
                className={cn(
                  'flex h-7 w-7 items-center justify-center rounded-full border text-xs font-semibold',
                  done
                    ? 'border-green-700 bg-green-700 text-white'
                    : current
                      ? 'border-brand-700 bg-brand-700 text-white'
                      : 'border-slate-400 bg-white text-slate-800',
                )}
              >
                {done ? <Check aria-hidden className="h-4 w-4" /> : s.step}
              </span>
              <span className="sr-only">
                {s.title}
                {done ? ' (completed)' : current ? ' (current step)' : ''}
              </span>
              <span aria-hidden className="hidden text-[11px] leading-tight text-slate-700 lg:block">
                {s.title}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
