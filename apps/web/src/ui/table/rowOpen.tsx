import { createContext, useContext, type ReactNode } from 'react';
import { cn } from '../cn';

/** The open action of the row being rendered (DataTable provides it per row). */
export const RowOpenContext = createContext<(() => void) | null>(null);

/**
 * The row's name as a button: Tab reaches it and Enter opens the row's detail, the same as a
 * click anywhere on the row. Outside a row that opens (no `onOpen`), it is the plain text.
 */
export function RowOpen({ children, label, className }: { children: ReactNode; label?: string; className?: string }) {
  const open = useContext(RowOpenContext);
  if (!open) return <span className={className}>{children}</span>;
  return (
    <button
      type="button"
      onClick={(e) => {
        e.stopPropagation();
        open();
      }}
      aria-label={label}
      className={cn(
        'rounded text-left font-medium text-slate-900 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700',
        className,
      )}
    >
      {children}
    </button>
  );
}
