import { ChevronDown } from '../ui/icons';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '../ui/cn';
import { SiteNavLink, type SitePath } from '../ui/SiteLink';

export interface NavItem {
  label: string;
  to: SitePath;
}

/** The link to focus after an arrow key: the next or previous one, wrapping, or the first or last. */
export function nextIndex(key: string, current: number, count: number): number | null {
  if (key === 'ArrowDown') return (current + 1) % count;
  if (key === 'ArrowUp') return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * A menu group as a disclosure (WAI-ARIA APG): its button toggles the list with Enter, Space or a
 * click, and `aria-expanded` says whether it is open. Focus alone never opens it. ArrowDown on the
 * button opens it on its first link, arrow keys move between the links, and Escape closes it and
 * returns focus to the button; focus or a click leaving the group closes it. On desktop a mouse
 * may also open it by hovering (the spec's "open on hover"); a click while hovering keeps it
 * open rather than closing what the pointer just opened. Inside the hamburger panel it toggles on
 * click only.
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
  const hovering = useRef(false);
  // The link to focus once the list is shown (after ArrowDown on the closed button).
  const [focusIndex, setFocusIndex] = useState<number | null>(null);

  useEffect(() => {
    if (!open) return;
    const onDocClick = (e: MouseEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDocClick);
    return () => document.removeEventListener('mousedown', onDocClick);
  }, [open]);

  useEffect(() => {
    if (!open || focusIndex === null) return;
    rootRef.current?.querySelectorAll<HTMLAnchorElement>('li a')[focusIndex]?.focus();
    setFocusIndex(null);
  }, [open, focusIndex]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    const links = [...(rootRef.current?.querySelectorAll<HTMLAnchorElement>('li a') ?? [])];
    const onButton = e.target === buttonRef.current;
    const current = links.indexOf(e.target as HTMLAnchorElement);
    if (onButton && (e.key === 'ArrowDown' || e.key === 'ArrowUp')) {
      e.preventDefault();
      setOpen(true);
      setFocusIndex(e.key === 'ArrowDown' ? 0 : items.length - 1);
      return;
    }
    if (current < 0) return;
    const next = nextIndex(e.key, current, links.length);
    if (next === null) return;
    e.preventDefault();
    links[next]?.focus();
  };

  return (
    <div
      ref={rootRef}
      className={cn('relative', mobile && 'w-full')}
      onMouseEnter={
        mobile
          ? undefined
          : () => {
              hovering.current = true;
              setOpen(true);
            }
      }
      onMouseLeave={
        mobile
          ? undefined
          : () => {
              hovering.current = false;
              setOpen(false);
            }
      }
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node)) setOpen(false);
      }}
      onKeyDown={onKeyDown}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => (hovering.current ? true : !v))}
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
            <SiteNavLink
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
            </SiteNavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
