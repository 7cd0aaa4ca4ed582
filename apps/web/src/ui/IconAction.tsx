import type { ReactNode } from 'react';
import { cn } from './cn';

export interface IconActionProps {
  /** The accessible name and the tooltip. */
  label: string;
  onClick: () => void;
  children: ReactNode;
  danger?: boolean;
  disabled?: boolean;
  /** `compact` for tight rows and thumbnails. */
  size?: 'regular' | 'compact';
}

/** A labelled icon-only button for table rows and thumbnails. */
export function IconAction({ label, onClick, children, danger, disabled, size = 'regular' }: IconActionProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
      className={cn(
        'rounded-md disabled:cursor-not-allowed disabled:opacity-50',
        size === 'compact' ? 'p-1.5' : 'p-2',
        danger ? 'text-red-700 hover:bg-red-50' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
      )}
    >
      {children}
    </button>
  );
}
