import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { cn } from './cn';

const TAB_CLASS = cn(
  'shrink-0 whitespace-nowrap rounded-t-md border-b-2 border-transparent px-4 py-2 text-sm font-semibold text-slate-700 hover:text-slate-900',
  'data-[state=active]:border-brand-700 data-[state=active]:text-brand-800',
);

export interface UrlTab {
  /** The `tab` value in the address; the first tab's is left out of it. */
  value: string;
  label: string;
  content: ReactNode;
}

/**
 * A section's tabs (Radix: arrow keys between them, the panel labelled by its tab) with the
 * chosen one in the address as `?tab=` (or the `param` a section names, e.g. `?report=`), so a reload or a shared link opens the same tab. The
 * first tab is the default and keeps the address clean; other parameters are dropped on a switch
 * (each tab has filters of its own).
 */
export function UrlTabs({
  label,
  tabs,
  aside,
  param = 'tab',
}: {
  label: string;
  tabs: readonly UrlTab[];
  aside?: ReactNode;
  param?: string;
}) {
  const [params, setParams] = useSearchParams();
  const first = tabs[0].value;
  const asked = params.get(param);
  const tab = tabs.some((t) => t.value === asked) ? (asked as string) : first;
  return (
    <Tabs.Root
      value={tab}
      onValueChange={(next) => setParams(next === first ? {} : { [param]: next }, { replace: true })}
      className="space-y-6"
    >
      <div className="flex flex-wrap items-end justify-between gap-3 border-b border-slate-300">
        {/* Five tabs do not fit a phone: the row scrolls sideways instead of widening the page. */}
        <Tabs.List aria-label={label} className="flex max-w-full gap-2 overflow-x-auto">
          {tabs.map((t) => (
            <Tabs.Trigger key={t.value} value={t.value} className={TAB_CLASS}>
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {aside}
      </div>
      {tabs.map((t) => (
        <Tabs.Content key={t.value} value={t.value}>
          {t.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
