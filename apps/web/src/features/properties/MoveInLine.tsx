import type { Property } from '@rentfront/shared/properties-core';
import { moveInText } from '@rentfront/shared/move-in';
import { officeToday } from '@rentfront/shared/time-zone';
import { CalendarCheck } from '../../ui/icons';
import { cn } from '../../ui/cn';
import { isAvailable } from './propertyText';

/**
 * "Available now" or "Available from January 1, 2027" (issue 35), on cards and the detail page.
 * Today is the office's day, so the server's render and the visitor's browser agree.
 */
export function MoveInLine({ property, className }: { property: Pick<Property, 'available_from' | 'status'>; className?: string }) {
  const text = moveInText(property.available_from, officeToday(), isAvailable(property.status));
  if (!text) return null;
  return (
    <p className={cn('flex items-center gap-1 text-sm text-slate-700', className)}>
      <CalendarCheck aria-hidden className="h-4 w-4 shrink-0" /> {text}
    </p>
  );
}
