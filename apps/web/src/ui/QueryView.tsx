import { isValidElement, type ReactElement, type ReactNode } from 'react';
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
  /**
   * What the loading region announces and the placeholders it shows (one class list each), or
   * a placeholder of another shape (SkeletonMedia).
   */
  loading: { label: string; skeletons: readonly string[]; className?: string } | ReactElement;
  /** The message of a failed read when the answer carries none, or the message from the failure. */
  error: string | ((err: unknown) => string);
  /** The failure's button (default Try Again). */
  retryLabel?: string;
  children: (data: D) => ReactNode;
}

/**
 * What a panel shows of the one query it reads: placeholders while it loads, the failure with
 * Try Again (which reads again), then its content from the data.
 */
export function QueryView<D>({ query, loading, error, retryLabel, children }: QueryViewProps<D>) {
  if (query.isPending) {
    if (isValidElement(loading)) return loading;
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
    return <ErrorState message={message} onRetry={() => void query.refetch()} retryLabel={retryLabel} />;
  }
  return <>{children(query.data as D)}</>;
}

/** Two queries a view needs both of, read as one: Try Again reads again the ones that failed. */
export function bothQueries<A, B>(a: ViewedQuery<A>, b: ViewedQuery<B>): ViewedQuery<[A, B]> {
  return {
    isPending: a.isPending || b.isPending,
    isError: a.isError || b.isError,
    error: a.isError ? a.error : b.error,
    data: a.data !== undefined && b.data !== undefined ? [a.data, b.data] : undefined,
    refetch: () => {
      if (a.isError) void a.refetch();
      if (b.isError) void b.refetch();
    },
  };
}
