import type { ReactNode } from 'react';
import { ShieldCheck } from '../../ui/icons';

/**
 * The "Staff and roles" card, in Settings (a link to the Staff screen) and atop the Staff screen
 * (what each role may do, and Invite): the heading, what is said under it, the button beside it.
 */
export function StaffRolesCard({
  headingId,
  action,
  children,
  as: Tag = 'div',
}: {
  headingId: string;
  action: ReactNode;
  children: ReactNode;
  /** `section`: the card is a region of its own, named by its heading (Settings). */
  as?: 'div' | 'section';
}) {
  return (
    <Tag
      aria-labelledby={Tag === 'section' ? headingId : undefined}
      className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div>
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <ShieldCheck aria-hidden className="h-5 w-5 text-brand-700" /> Staff and roles
        </h2>
        {children}
      </div>
      {action}
    </Tag>
  );
}
