import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { Table } from '@tanstack/react-table';
import { Check, Columns3 } from '../icons';
import { MENU_ITEM_CLASS, MenuButton } from '../MenuButton';

/** "Columns": a menu of checkboxes, one per column that may be hidden. */
export function ColumnChooser<T>({ table, label }: { table: Table<T>; label: string }) {
  const hideable = table.getAllLeafColumns().filter((c) => c.getCanHide());
  if (hideable.length === 0) return null;
  return (
    <MenuButton
      ariaLabel={`Choose the columns of ${label}`}
      label={
        <>
          <Columns3 aria-hidden className="h-4 w-4" /> Columns
        </>
      }
    >
      {hideable.map((column) => (
        <DropdownMenu.CheckboxItem
          key={column.id}
          checked={column.getIsVisible()}
          // Keep the menu open so several columns can be changed in one go.
          onSelect={(e) => e.preventDefault()}
          onCheckedChange={(checked) => column.toggleVisibility(checked)}
          className={`${MENU_ITEM_CLASS} flex items-center gap-2`}
        >
          <span className="flex h-4 w-4 items-center justify-center rounded border border-slate-500" aria-hidden>
            <DropdownMenu.ItemIndicator>
              <Check className="h-3 w-3" />
            </DropdownMenu.ItemIndicator>
          </span>
          {String(column.columnDef.header)}
        </DropdownMenu.CheckboxItem>
      ))}
    </MenuButton>
  );
}
