import type { TourStatus } from '@rentfront/shared/tours-core';
import type { AdminTourUpdate } from '@rentfront/shared/tours';
import type { BadgeTone } from '../../../ui/Badge';

export const STATUS_TONES: Record<TourStatus, BadgeTone> = {
  booked: 'yellow',
  confirmed: 'blue',
  completed: 'green',
  no_show: 'orange',
  cancelled: 'gray',
};

export type TourAction = NonNullable<AdminTourUpdate['status']>;

/**
 * The office's moves, in the order the buttons show, and the statuses each is offered from (the
 * server's rule, admin.ts ALLOWED: a completed tour may still turn out a no-show and back).
 */
export const TOUR_ACTIONS: { status: TourAction; label: string; from: readonly TourStatus[] }[] = [
  { status: 'confirmed', label: 'Confirm', from: ['booked'] },
  { status: 'completed', label: 'Mark completed', from: ['booked', 'confirmed', 'no_show'] },
  { status: 'no_show', label: 'No-show', from: ['booked', 'confirmed', 'completed'] },
  { status: 'cancelled', label: 'Cancel tour', from: ['booked', 'confirmed'] },
];

export const actionsFor = (status: TourStatus) => TOUR_ACTIONS.filter((a) => a.from.includes(status));
