import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { NavLink } from 'react-router';
import { cn } from '../ui/cn';

export interface NavItem {
  label: string;
  to: string;
}

/**
 * A menu group: on desktop it opens on hover and on keyboard focus; on mobile (inside the
 * hamburger panel) it toggles on click. Escape closes it and returns focus to the button.
 */
export function NavDropdown({
  label,
  items,
  mobile,
  onNavigate,
}: {
  label: string;
  items: NavItem[];
  mobile: boolean;
  onNavigate: () => void;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onDocClick = (e: MouseEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDocClick);
    return () => document.removeEventListener('mousedown', onDocClick);
  }, [open]);

  return (
    <div
      ref={rootRef}
      className={cn('relative', mobile && 'w-full')}
      onMouseEnter={mobile ? undefined : () => setOpen(true)}
      onMouseLeave={mobile ? undefined : () => setOpen(false)}
      onFocus={(e) => {
        // Open when focus arrives from outside the group, not when it moves within it.
        if (!mobile && !e.currentTarget.contains(e.relatedTarget as Node)) setOpen(true);
      }}
      onBlur={(e) => {
        if (!mobile && !e.currentTarget.contains(e.relatedTarget as Node)) setOpen(false);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
        className={cn(
          'flex items-center gap-1 rounded px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100',
          mobile && 'w-full justify-between',
        )}
      >
        {label}
        <ChevronDown aria-hidden className={cn('h-4 w-4 transition-transform', open && 'rotate-180')} />
      </button>
      <ul
        id={id}
        hidden={!open}
        className={cn(
          mobile
            ? 'ml-3 border-l border-slate-200 pl-2'
            : 'absolute left-0 top-full z-30 min-w-52 rounded-md border border-slate-200 bg-white py-1 shadow-lg',
        )}
      >
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              onClick={() => {
                setOpen(false);
                onNavigate();
              }}
              className={({ isActive }) =>
                cn('block px-4 py-2 text-sm text-slate-800 hover:bg-slate-100', isActive && 'font-semibold text-brand-700')
              }
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
