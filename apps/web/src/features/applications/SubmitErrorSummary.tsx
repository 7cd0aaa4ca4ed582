import { APPLICATION_MESSAGES as M } from '@rentfront/shared/applications';
import { forwardRef } from 'react';
import { Button } from '../../ui/Button';
import { stepOfField, type FieldErrors } from './validation';
import { REVIEW_STEP, stepTitle } from './wizard';

/**
 * Step 9 after a failed final check. The wizard stays on Review & Submit (public-site.md §4), so
 * this lists what is wrong, in step order, with a way to the step that holds each field.
 */
export const SubmitErrorSummary = forwardRef<HTMLDivElement, { errors: FieldErrors; onGoTo: (step: number) => void }>(
  function SubmitErrorSummary({ errors, onGoTo }, ref) {
    const items = Object.entries(errors)
      .map(([field, message]) => ({ field, message, step: stepOfField(field) }))
      .sort((a, b) => a.step - b.step);
    return (
      <div
        ref={ref}
        tabIndex={-1}
        role="alert"
        className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900 focus:outline-none"
      >
        <p className="font-semibold">{M.fixValidation}</p>
        <ul className="mt-2 space-y-2">
          {items.map(({ field, message, step }) => (
            <li key={field} className="flex flex-wrap items-center justify-between gap-2">
              <span>
                <span className="font-medium">{stepTitle(step)}:</span> {message}
              </span>
              {step !== REVIEW_STEP && (
                <Button variant="outline" size="sm" onClick={() => onGoTo(step)}>
                  Go to {stepTitle(step)}
                </Button>
              )}
            </li>
          ))}
        </ul>
      </div>
    );
  },
);
