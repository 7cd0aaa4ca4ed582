import type { ReactNode } from 'react';

/** A card of the account settings (password, devices, two-factor, security): its heading names the section. */
export function AccountCard({ id, title, actions, children }: { id: string; title: string; actions?: ReactNode; children: ReactNode }) {
  const heading = (
    <h2 id={`${id}-heading`} className={actions ? 'text-lg font-semibold text-slate-900' : 'mb-4 text-lg font-semibold text-slate-900'}>
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-lg bg-white p-6 shadow-sm">
      {actions ? (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
