import type { ReactNode } from 'react';
import { cn } from './cn';

export type BadgeTone = 'green' | 'red' | 'yellow' | 'blue' | 'gray' | 'purple' | 'orange';

// Dark text on light fills keeps every pair above 4.5:1.
const TONES: Record<BadgeTone, string> = {
  green: 'bg-green-100 text-green-900',
  red: 'bg-red-100 text-red-900',
  yellow: 'bg-yellow-100 text-yellow-900',
  blue: 'bg-blue-100 text-blue-900',
  gray: 'bg-slate-100 text-slate-800',
  purple: 'bg-purple-100 text-purple-900',
  orange: 'bg-orange-100 text-orange-900',
};

export function Badge({ tone = 'gray', children, className }: { tone?: BadgeTone; children: ReactNode; className?: string }) {
  return (
    <span className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', TONES[tone], className)}>
      {children}
    </span>
  );
}
