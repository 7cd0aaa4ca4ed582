import { cn } from '../../../ui/cn';

export interface ActiveSwitchProps {
  checked: boolean;
  /** The accessible name, e.g. "Active: Lark Plumbing". */
  label: string;
  busy?: boolean;
  onChange: () => void;
}

/** An on/off switch (role="switch") with its state also written out, so it is not colour alone. */
export function ActiveSwitch({ checked, label, busy, onChange }: ActiveSwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      disabled={busy}
      onClick={onChange}
      className="inline-flex items-center gap-2 rounded-full text-sm text-slate-800 disabled:opacity-60"
    >
      <span
        aria-hidden
        className={cn(
          'relative inline-flex h-5 w-9 shrink-0 items-center rounded-full border transition-colors',
          checked ? 'border-brand-700 bg-brand-700' : 'border-slate-500 bg-slate-200',
        )}
      >
        <span
          className={cn(
            'inline-block h-4 w-4 rounded-full bg-white shadow transition-transform',
            checked ? 'translate-x-4' : 'translate-x-0.5',
          )}
        />
      </span>
      <span aria-hidden>{checked ? 'Active' : 'Inactive'}</span>
    </button>
  );
}
