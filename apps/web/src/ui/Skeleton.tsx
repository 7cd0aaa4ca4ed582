import { cn } from './cn';

/** A grey placeholder block; wrap a group of them in an element with aria-busy. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={cn('animate-pulse rounded-md bg-slate-200', className)} />;
}

/** Announces loading to screen readers while skeletons show. */
export function LoadingRegion({
  label = 'Loading',
  children,
  className,
}: {
  label?: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <div role="status" aria-busy="true" aria-live="polite" className={className}>
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}

/** The usual loading state of a list: `count` equal placeholders in a loading region. */
export function SkeletonList({
  label,
  count,
  itemClassName,
  className,
}: {
  label: string;
  count: number;
  itemClassName: string;
  className?: string;
}) {
  return (
    <LoadingRegion label={label} className={className}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className={itemClassName} />
      ))}
    </LoadingRegion>
  );
}

/** The loading state of a picture with lines of text beside it (a profile, a QR code and its key). */
export function SkeletonMedia({
  label,
  media,
  lines,
  className,
}: {
  label: string;
  media: string;
  lines: readonly string[];
  className?: string;
}) {
  return (
    <LoadingRegion label={label} className={cn('flex gap-4', className)}>
      <Skeleton className={media} />
      <div className="flex-1 space-y-2">
        {lines.map((line, i) => (
          <Skeleton key={i} className={line} />
        ))}
      </div>
    </LoadingRegion>
  );
}
