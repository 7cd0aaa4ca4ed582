import type { ReactNode } from 'react';
import { AlertTriangle, Inbox } from './icons';
import { Button } from './Button';

export function EmptyState({ title, message, action, icon }: { title: string; message?: ReactNode; action?: ReactNode; icon?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-slate-300 px-6 py-12 text-center">
      {icon ?? <Inbox aria-hidden className="h-10 w-10 text-slate-500" />}
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      {message && <div className="max-w-md text-sm text-slate-700">{message}</div>}
      {action}
    </div>
  );
}

export interface FilteredEmptyStateProps {
  title: string;
  icon?: ReactNode;
  /** Whether a search or filter is narrowing the list. */
  isFiltered: boolean;
  /** Shown when the list is empty because of the filters; "Clear filters" then resets them. */
  filteredMessage: string;
  onClearFilters: () => void;
  /** Shown (with `action`) when there is nothing at all yet. */
  message: string;
  action?: ReactNode;
}

/** The empty state of a filterable list: it tells "nothing matches" apart from "nothing yet". */
export function FilteredEmptyState({ title, icon, isFiltered, filteredMessage, onClearFilters, message, action }: FilteredEmptyStateProps) {
  return (
    <EmptyState
      title={title}
      icon={icon}
      message={isFiltered ? filteredMessage : message}
      action={
        isFiltered ? (
          <Button variant="outline" onClick={onClearFilters}>
            Clear filters
          </Button>
        ) : (
          action
        )
      }
    />
  );
}

/** A failed load: the error text and a Try Again button that retries. */
export function ErrorState({
  title,
  message,
  onRetry,
  retryLabel = 'Try Again',
  children,
}: {
  title?: string;
  message: string;
  onRetry?: () => void;
  retryLabel?: string;
  children?: ReactNode;
}) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-lg border border-red-200 bg-red-50 px-6 py-10 text-center">
      <AlertTriangle aria-hidden className="h-10 w-10 text-red-700" />
      {title && <h3 className="text-lg font-semibold text-red-900">{title}</h3>}
      <p className="text-sm text-red-900">{message}</p>
      <div className="flex flex-wrap justify-center gap-2">
        {onRetry && <Button onClick={onRetry}>{retryLabel}</Button>}
        {children}
      </div>
    </div>
  );
}
