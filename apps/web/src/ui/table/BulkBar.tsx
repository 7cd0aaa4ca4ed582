import type { ReactNode } from 'react';
import { Button } from '../Button';
import { StatusChoiceMenu } from '../MenuButton';

/** "3 selected", the bulk actions, and Clear selection; nothing while no row is chosen. */
export function BulkBar({ count, onClear, children }: { count: number; onClear: () => void; children: ReactNode }) {
  if (count === 0) return null;
  return (
    <div
      role="group"
      aria-label="Bulk actions"
      className="flex flex-wrap items-center gap-2 rounded-md border border-blue-200 bg-blue-50 px-3 py-1.5"
    >
      <span className="text-sm font-medium text-slate-900" aria-live="polite">
        {count} selected
      </span>
      {children}
      <Button variant="ghost" size="sm" onClick={onClear}>
        Clear selection
      </Button>
    </div>
  );
}

/** A "Change status" menu for the selected rows. */
export function BulkStatusMenu<S extends string>({
  options,
  onChoose,
  disabled,
}: {
  options: readonly { status: S; label: string }[];
  onChoose: (status: S) => void;
  disabled?: boolean;
}) {
  return <StatusChoiceMenu label="Change status" align="start" options={options} onChoose={onChoose} disabled={disabled} />;
}
