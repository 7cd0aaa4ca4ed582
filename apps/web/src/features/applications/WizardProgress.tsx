import { APPLICATION_STEPS } from '@rentfront/shared/applications';
import { Check } from '../../ui/icons';
import { cn } from '../../ui/cn';
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
      <div
        role="progressbar"
        aria-label="Application progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${label}, ${percent}% complete`}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-700 transition-all" style={{ width: `${percent}%` }} />
      </div>
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
