import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import { buttonClasses } from './Button';
import { ChevronDown } from './icons';

/** How a menu item looks; `data-highlighted` is Radix's keyboard and pointer focus. */
export const MENU_ITEM_CLASS = 'cursor-pointer rounded px-3 py-2 text-sm text-slate-900 outline-none data-[highlighted]:bg-slate-100';

export interface MenuButtonProps {
  /** What the button shows. */
  label: ReactNode;
  /** The button's accessible name when its text alone would be ambiguous in a list of rows. */
  ariaLabel?: string;
  align?: 'start' | 'end';
  disabled?: boolean;
}

/**
 * A small outline button that opens a menu. Radix gives it the menu pattern: arrow keys,
 * typeahead, Escape, and focus back on the button when the menu closes.
 */
export function MenuButton({ label, ariaLabel, align = 'end', disabled, children }: MenuButtonProps & { children: ReactNode }) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={buttonClasses('outline', 'sm')} aria-label={ariaLabel} disabled={disabled}>
        {label}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align={align}
          sideOffset={4}
          className="z-50 min-w-48 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** A status menu: one item per status; the record's current status is listed but cannot be chosen. */
export function StatusChoiceMenu<S extends string>({
  options,
  current,
  onChoose,
  ...button
}: Omit<MenuButtonProps, 'label'> & {
  label: string;
  options: readonly { status: S; label: string }[];
  current?: S;
  onChoose: (status: S) => void;
}) {
  return (
    <MenuButton
      {...button}
      label={
        <>
          {button.label} <ChevronDown aria-hidden className="h-4 w-4" />
        </>
      }
    >
      {options.map((o) => (
        <DropdownMenu.Item
          key={o.status}
          disabled={o.status === current}
          onSelect={() => onChoose(o.status)}
          className={`${MENU_ITEM_CLASS} data-[disabled]:cursor-default data-[disabled]:text-slate-600`}
        >
          {o.label}
          {o.status === current && <span className="sr-only"> (current status)</span>}
        </DropdownMenu.Item>
      ))}
    </MenuButton>
  );
}
