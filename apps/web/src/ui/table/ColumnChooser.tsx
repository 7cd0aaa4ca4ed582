import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { Table } from '@tanstack/react-table';
import { Check, Columns3 } from '../icons';
import { buttonClasses } from '../Button';

/** "Columns": a menu of checkboxes, one per column that may be hidden. */
export function ColumnChooser<T>({ table, label }: { table: Table<T>; label: string }) {
  const hideable = table.getAllLeafColumns().filter((c) => c.getCanHide());
  if (hideable.length === 0) return null;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={buttonClasses('outline', 'sm')} aria-label={`Choose the columns of ${label}`}>
        <Columns3 aria-hidden className="h-4 w-4" /> Columns
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-48 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          {hideable.map((column) => (
            <DropdownMenu.CheckboxItem
              key={column.id}
              checked={column.getIsVisible()}
              // Keep the menu open so several columns can be changed in one go.
              onSelect={(e) => e.preventDefault()}
              onCheckedChange={(checked) => column.toggleVisibility(checked)}
              className="flex cursor-pointer items-center gap-2 rounded px-3 py-2 text-sm text-slate-900 outline-none data-[highlighted]:bg-slate-100"
            >
              <span className="flex h-4 w-4 items-center justify-center rounded border border-slate-500" aria-hidden>
                <DropdownMenu.ItemIndicator>
                  <Check className="h-3 w-3" />
                </DropdownMenu.ItemIndicator>
              </span>
              {String(column.columnDef.header)}
            </DropdownMenu.CheckboxItem>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
