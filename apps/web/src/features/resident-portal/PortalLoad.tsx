import type { ReactNode } from 'react';
import { failureMessage } from '../../api/errors';
import { ErrorState } from '../../ui/EmptyState';
import { SkeletonList } from '../../ui/Skeleton';
import { SiteLink } from '../../ui/SiteLink';
import { buttonClasses } from '../../ui/Button';
import { PORTAL_TEXTS } from './portalTexts';
import type { PortalRead } from './usePortalRead';

/** The states of a portal read: loading, signed out, error with Try Again, then the data. */
export function PortalLoad<T>({ read, label, children }: { read: PortalRead<T>; label: string; children: (data: T) => ReactNode }) {
  if (read.status === 'success') return <>{children(read.data)}</>;
  if (read.signedOut) return <SignedOutNotice />;
  if (read.status === 'error') return <ErrorState message={failureMessage(read.error, PORTAL_TEXTS.loadFailed)} onRetry={read.retry} />;
  return <SkeletonList label={label} count={3} itemClassName="h-20 w-full" className="flex flex-col gap-3" />;
}

export function SignedOutNotice() {
  return (
    <div className="flex flex-col items-start gap-3 rounded-lg border border-slate-200 bg-white p-5">
      <p className="text-slate-800">{PORTAL_TEXTS.signedOut}</p>
      <SiteLink to="/resident/sign-in" className={buttonClasses('primary', 'md')}>
        Sign in
      </SiteLink>
    </div>
  );
}
