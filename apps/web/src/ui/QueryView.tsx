import type { ReactNode } from 'react';
import { failureMessage } from '../api/errors';
import { ErrorState } from './EmptyState';
import { LoadingRegion, Skeleton } from './Skeleton';

/** The part of a query (TanStack Query's result) that the view reads. */
export interface ViewedQuery<D> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: D | undefined;
  refetch: () => unknown;
}

export interface QueryViewProps<D> {
  query: ViewedQuery<D>;
  /** What the loading region announces, and the placeholders it shows (one class list each). */
  loading: { label: string; skeletons: readonly string[]; className?: string };
  /** The message of a failed read when the answer carries none, or the message from the failure. */
  error: string | ((err: unknown) => string);
  children: (data: D) => ReactNode;
}

/**
 * What a panel shows of the one query it reads: placeholders while it loads, the failure with
 * Try Again (which reads again), then its content from the data.
 */
export function QueryView<D>({ query, loading, error, children }: QueryViewProps<D>) {
  if (query.isPending) {
    return (
      <LoadingRegion label={loading.label} className={loading.className ?? 'space-y-2'}>
        {loading.skeletons.map((className, i) => (
          <Skeleton key={i} className={className} />
        ))}
      </LoadingRegion>
    );
  }
  if (query.isError) {
    const message = typeof error === 'function' ? error(query.error) : failureMessage(query.error, error);
    return <ErrorState message={message} onRetry={() => void query.refetch()} />;
  }
  return <>{children(query.data as D)}</>;
}
