import type { ComponentType, ReactNode } from 'react';
import { Pencil, RotateCcw } from '../../ui/icons';
import { formatDateTime } from '../../lib/format';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { ErrorState } from '../../ui/EmptyState';
import { Skeleton } from '../../ui/Skeleton';

/** One text the office may edit or put back to the shipped default (a page text, an e-mail template). */
export interface EditableText {
  is_default: boolean;
  updated_at?: string | null;
}

interface EditableTextsCardProps<T extends EditableText> {
  id: string;
  icon: ComponentType<{ 'aria-hidden'?: boolean; className?: string }>;
  title: string;
  description: ReactNode;
  /** The list query's state. */
  list: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  failureText: (error: unknown) => string;
  items: T[];
  keyOf: (item: T) => string;
  titleOf: (item: T) => string;
  /** What a row shows under its title and dates (a subject, a link to the page). */
  details?: (item: T) => ReactNode;
  editLabel: (item: T) => string;
  resetLabel: (item: T) => string;
  onEdit: (item: T) => void;
  onReset: (item: T) => void;
  /** The edit and reset dialogs. */
  children: ReactNode;
}

/**
 * A Settings card listing texts the office edits: each with "Default text" or "Edited", when it
 * was last changed, Edit, and Reset once edited; a skeleton while loading, Try Again on failure.
 */
export function EditableTextsCard<T extends EditableText>(props: EditableTextsCardProps<T>) {
  const { id, icon: Icon, title, description, list, items } = props;
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={`${id}-heading`} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Icon aria-hidden className="h-5 w-5 text-brand-700" /> {title}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{description}</p>
      <div className="mt-4">
        {list.isPending ? (
          <div className="space-y-2" aria-label={`Loading ${title.toLowerCase()}`}>
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        ) : list.isError ? (
          <ErrorState message={props.failureText(list.error)} onRetry={() => void list.refetch()} />
        ) : (
          <ul className="divide-y divide-slate-100">
            {items.map((item) => (
              <li key={props.keyOf(item)} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                    {props.titleOf(item)}
                    {item.is_default ? <Badge tone="gray">Default text</Badge> : <Badge tone="green">Edited</Badge>}
                  </p>
                  {props.details?.(item)}
                  {item.updated_at && <p className="text-sm text-slate-700">Last updated {formatDateTime(item.updated_at)}</p>}
                </div>
                <div className="flex items-center gap-1">
                  {!item.is_default && (
                    <Button variant="outline" size="sm" onClick={() => props.onReset(item)} aria-label={props.resetLabel(item)}>
                      <RotateCcw aria-hidden className="h-4 w-4" /> Reset
                    </Button>
                  )}
                  <Button size="sm" onClick={() => props.onEdit(item)} aria-label={props.editLabel(item)}>
                    <Pencil aria-hidden className="h-4 w-4" /> Edit
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
      {props.children}
    </section>
  );
}
