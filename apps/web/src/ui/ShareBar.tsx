import { cn } from './cn';

export interface ShareBarProps {
  label: string;
  /** The share, 0 to 100; null when there is nothing to count (then `none` is shown and the bar is empty). */
  percent: number | null;
  /** What stands in for the figure when there is nothing to count. */
  none: string;
  /** The fill's colour class, which tells the bars of a panel apart. */
  fillClassName: string;
}

/**
 * A labelled bar with its percentage beside the label (the dashboard's System Health panel). The
 * bar only repeats the figure in the text, so it is hidden from assistive technology.
 */
export function ShareBar({ label, percent, none, fillClassName }: ShareBarProps) {
  return (
    <div>
      <div className="flex justify-between text-sm">
        <span className="text-slate-800">{label}</span>
        <span className="font-medium text-slate-900">{percent === null ? none : `${percent}%`}</span>
      </div>
      <div aria-hidden className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200">
        <div className={cn('h-full rounded-full', fillClassName)} style={{ width: `${percent ?? 0}%` }} />
      </div>
    </div>
  );
}
