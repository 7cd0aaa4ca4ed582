import { ArrowRight, type IconComponent } from './icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from './cn';
import { Skeleton } from './Skeleton';

export interface SummaryCardProps {
  /** Id of the heading, which names the section for assistive technology. */
  id: string;
  title: string;
  icon: IconComponent;
  loading?: boolean;
  /** Set when the summary failed to load; shown instead of the body. */
  error?: string | null;
  /** Counters across the top, once loaded. */
  counters?: readonly { label: string; value: number }[];
  /** Where the card leads: the section it summarises. */
  link: { to: string; label: string };
  /** The rest of the body, shown once loaded. */
  children?: ReactNode;
}

const COLUMNS: Record<number, string> = { 2: 'grid-cols-2', 3: 'grid-cols-3', 4: 'grid-cols-4' };

/** A dashboard card that summarises one admin section: loading, error, counters, body and link. */
export function SummaryCard({ id, title, icon: Icon, loading, error, counters = [], link, children }: SummaryCardProps) {
  return (
    <section aria-labelledby={id} className="flex flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h3 id={id} className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <Icon aria-hidden className="h-5 w-5 text-brand-700" /> {title}
      </h3>
      {error ? (
        <p role="alert" className="mt-3 text-sm text-red-800">
          {error}
        </p>
      ) : loading ? (
        <div className="mt-4 space-y-2" aria-hidden>
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-28 w-full" />
        </div>
      ) : (
        <>
          {counters.length > 0 && (
            <dl className={cn('mt-4 grid gap-2 text-center', COLUMNS[counters.length] ?? 'grid-cols-2')}>
              {counters.map(({ label, value }) => (
                <div key={label} className="rounded-md bg-slate-50 p-2">
                  <dt className="text-xs text-slate-700">{label}</dt>
                  <dd className="text-xl font-bold text-slate-900">{value}</dd>
                </div>
              ))}
            </dl>
          )}
          {children}
          <Link to={link.to} className="mt-auto inline-flex items-center gap-1 pt-3 text-sm font-medium text-brand-700 hover:underline">
            {link.label} <ArrowRight aria-hidden className="h-4 w-4" />
          </Link>
        </>
      )}
    </section>
  );
}
