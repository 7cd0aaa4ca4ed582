import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import { ChevronDown } from '../icons';
import { Button, buttonClasses } from '../Button';

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
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={buttonClasses('outline', 'sm')} disabled={disabled}>
        Change status <ChevronDown aria-hidden className="h-4 w-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={4}
          className="z-50 min-w-48 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          {options.map((o) => (
            <DropdownMenu.Item
              key={o.status}
              onSelect={() => onChoose(o.status)}
              className="cursor-pointer rounded px-3 py-2 text-sm text-slate-900 outline-none data-[highlighted]:bg-slate-100"
            >
              {o.label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
