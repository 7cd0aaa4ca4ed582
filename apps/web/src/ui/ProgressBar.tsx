import { cn } from './cn';

export interface ProgressBarProps {
  /** Names the bar for assistive technology (`aria-label`). */
  label: string;
  /** 0 to 100, already rounded. */
  percent: number;
  /** Read out instead of the bare number, where the number alone would say too little. */
  valueText?: string;
  /** The track's width class, where it is not the width of its container. */
  widthClassName?: string;
  /** The fill's colour, shape and transition classes (after `h-full`). */
  fillClassName: string;
}

/** A 0–100 `progressbar` (upload, application progress, a step's completion): a grey track and its fill. */
export function ProgressBar({ label, percent, valueText, widthClassName, fillClassName }: ProgressBarProps) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
      className={cn('h-2', widthClassName, 'overflow-hidden rounded-full bg-slate-200')}
    >
      <div className={cn('h-full', fillClassName)} style={{ width: `${percent}%` }} />
    </div>
  );
}
