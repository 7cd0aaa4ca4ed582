import type { ComponentType, ReactNode } from 'react';
import { cn } from './cn';

export interface SettingsCardProps {
  /** Names the heading (`<id>-heading`), which labels the section. */
  id: string;
  icon: ComponentType<{ 'aria-hidden'?: boolean; className?: string }>;
  title: string;
  description: ReactNode;
  /** Beside the heading ("Add option"). */
  actions?: ReactNode;
  /** The body's layout beyond its top margin. */
  bodyClassName?: string;
  children: ReactNode;
}

/** A card of the Settings page: an icon and heading, what it sets, then its body. */
export function SettingsCard({ id, icon: Icon, title, description, actions, bodyClassName, children }: SettingsCardProps) {
  const intro = (
    <>
      <h2 id={`${id}-heading`} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Icon aria-hidden className="h-5 w-5 text-brand-700" /> {title}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{description}</p>
    </>
  );
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      {actions ? (
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>{intro}</div>
          {actions}
        </div>
      ) : (
        intro
      )}
      <div className={cn('mt-4', bodyClassName)}>{children}</div>
    </section>
  );
}
