import { ChevronLeft, ChevronRight } from './icons';
import { Button } from './Button';

export interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Text between the buttons; defaults to "Page N of M". */
  label?: string;
  /** The total is a lower bound (a capped count): "Page N of M+". */
  capped?: boolean;
  className?: string;
}

export function Pagination({ page, totalPages, onPageChange, label, capped, className }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pagination" className={`flex items-center justify-center gap-3 ${className ?? ''}`}>
      <Button variant="outline" size="sm" onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
        <ChevronLeft aria-hidden className="h-4 w-4" /> Previous
      </Button>
      <span className="text-sm text-slate-700" aria-live="polite">
        {label ?? `Page ${page} of ${totalPages}${capped ? '+' : ''}`}
      </span>
      <Button variant="outline" size="sm" onClick={() => onPageChange(page + 1)} disabled={page >= totalPages}>
        Next <ChevronRight aria-hidden className="h-4 w-4" />
      </Button>
    </nav>
  );
}
