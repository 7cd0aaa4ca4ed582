import type { ReactNode } from 'react';
import { Button } from './Button';
import { LoadingRegion, Skeleton } from './Skeleton';

/**
 * Why an e-mailed link's page cannot show what it links to (a tampered, expired or used link, or
 * a failed read): the server's sentence, Try Again only where trying again can help, and the ways
 * on (`children`, links).
 */
export function LinkProblem({ message, onRetry, children }: { message: string; onRetry?: () => void; children?: ReactNode }) {
  return (
    <div role="alert" className="mt-6 rounded-md border border-amber-200 bg-amber-50 p-4 text-amber-900">
      <p>{message}</p>
      <div className="mt-3 flex flex-wrap gap-3 text-sm">
        {onRetry && (
          <Button variant="outline" size="sm" onClick={onRetry}>
            Try Again
          </Button>
        )}
        {children}
      </div>
    </div>
  );
}

/**
 * The same pages while their data is read: a heading's, a line's and a card's worth of skeleton.
 * The data is read in the browser only (the token stays out of the server's page), so without
 * JavaScript the page says so instead of waiting for ever.
 */
export function LinkLoading({ label }: { label: string }) {
  return (
    <>
      <LoadingRegion label={label} className="mt-6 grid gap-3">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-24 w-full" />
      </LoadingRegion>
      <noscript>
        <p className="mt-4 text-slate-800">This page needs JavaScript to show your details. Please turn it on, or contact our office.</p>
      </noscript>
    </>
  );
}
