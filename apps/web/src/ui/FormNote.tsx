import type { ReactNode } from 'react';
import { cn } from './cn';

const TONES = {
  /** A failure, read out at once. */
  error: { role: 'alert', className: 'bg-red-50 text-red-900' },
  /** A success, read out when the reader is free. */
  success: { role: 'status', className: 'bg-green-50 text-green-900' },
} as const;

/** A line of outcome under a form: what failed, or what was done. */
export function FormNote({ tone, children, className }: { tone: keyof typeof TONES; children: ReactNode; className?: string }) {
  return (
    <p role={TONES[tone].role} className={cn('rounded-md p-3 text-sm', TONES[tone].className, className)}>
      {children}
    </p>
  );
}
