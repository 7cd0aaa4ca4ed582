import type { ReactNode } from 'react';

/** A labelled icon button for table rows (the label is the accessible name and the tooltip). */
export function IconAction({
  label,
  onClick,
  children,
  danger,
  disabled,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
  danger?: boolean;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
      className={`rounded-md p-2 disabled:opacity-50 ${danger ? 'text-red-700 hover:bg-red-50' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'}`}
    >
      {children}
    </button>
  );
}
