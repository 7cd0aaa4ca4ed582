import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { cn } from './cn';

export interface FieldProps {
  label: ReactNode;
  /** The input; receives id, aria-invalid and aria-describedby. */
  children: ReactElement<Record<string, unknown>>;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
}

/** A labelled form control with its hint and error, wired for screen readers. */
export function Field({ label, children, error, hint, required, className }: FieldProps) {
  const id = useId();
  const inputId = (isValidElement(children) && (children.props.id as string)) || id;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <div className="flex items-baseline gap-1">
        <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {/* Outside the label so the field's accessible name is exactly the label text. */}
        {required && (
          <span className="text-sm text-red-700" aria-hidden>
            *
          </span>
        )}
      </div>
      {cloneElement(children, {
        id: inputId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
      })}
      {hint && (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
