import { cn } from './cn';

/** A grey placeholder block; wrap a group of them in an element with aria-busy. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={cn('animate-pulse rounded-md bg-slate-200', className)} />;
}

/** Announces loading to screen readers while skeletons show. */
export function LoadingRegion({ label = 'Loading', children, className }: { label?: string; children: React.ReactNode; className?: string }) {
  return (
    <div role="status" aria-busy="true" aria-live="polite" className={className}>
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}
