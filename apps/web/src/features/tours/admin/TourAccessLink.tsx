import type { AdminTourDetail } from '@rentfront/shared/tours';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { failureMessage } from '../../../api/errors';
import { tourKeys } from '../../../api/queryKeys';
import { issueTourManageLink, revokeTourManageLink } from '../../../api/tours';
import { Button } from '../../../ui/Button';
import { toast } from '../../../ui/toast';
import { dateTimeWithZone } from './agenda';

export const TOUR_LINK_TEXTS = {
  heading: 'Access and tour link',
  linkActive: 'The visitor’s link to reschedule or cancel works.',
  linkRevoked: 'The visitor’s link no longer works.',
  revoke: 'Revoke link',
  reissue: 'Send a new link',
  accessSent: (when: string) => `Access instructions sent ${when}.`,
  accessWaiting: 'Access instructions not sent: they go with the reminder once the tour is confirmed.',
  emailVerified: 'The visitor confirmed the e-mail address.',
  failed: 'Could not change the tour link. Please try again.',
} as const;

const ACTIVE = ['booked', 'confirmed'];
type LinkAction = 'revoke' | 'reissue';

/**
 * Issue 30: whether a self-guided tour's access instructions went out, and the visitor's manage
 * link: revoke it (a forwarded or leaked link stops working) or e-mail a new one (every older link
 * stops working). Focus stays on this section's status line after either action.
 */
export function TourAccessLink({ tour, timeZone }: { tour: AdminTourDetail; timeZone: string }) {
  const queryClient = useQueryClient();
  const statusRef = useRef<HTMLParagraphElement>(null);
  const change = useMutation({
    mutationFn: (action: LinkAction) => (action === 'revoke' ? revokeTourManageLink(tour.id) : issueTourManageLink(tour.id)),
    onSuccess: (res) => {
      queryClient.setQueryData(tourKeys.detail(tour.id), res);
      toast.success(res.message ?? '');
      statusRef.current?.focus();
    },
    onError: (err) => toast.error(failureMessage(err, TOUR_LINK_TEXTS.failed)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tourKeys.all }),
  });
  const upcoming = ACTIVE.includes(tour.status) && Date.parse(tour.start) > Date.now();
  // Either action shuts both buttons while it runs; the spinner shows on the one pressed.
  const linkButton = (action: LinkAction) => (
    <Button
      size="sm"
      variant="outline"
      disabled={change.isPending}
      loading={change.isPending && change.variables === action}
      onClick={() => change.mutate(action)}
    >
      {TOUR_LINK_TEXTS[action]}
    </Button>
  );
  return (
    <section aria-labelledby="tour-link-title" className="space-y-2">
      <h3 id="tour-link-title" className="text-base font-semibold text-slate-900">
        {TOUR_LINK_TEXTS.heading}
      </h3>
      {tour.type === 'self_guided' && (
        <p className="text-slate-700">
          {tour.access_sent_at
            ? TOUR_LINK_TEXTS.accessSent(dateTimeWithZone(tour.access_sent_at, timeZone))
            : TOUR_LINK_TEXTS.accessWaiting}
          {tour.email_verified && <span className="block">{TOUR_LINK_TEXTS.emailVerified}</span>}
        </p>
      )}
      <p
        ref={statusRef}
        tabIndex={-1}
        aria-live="polite"
        className="rounded text-slate-700 focus-visible:outline-2 focus-visible:outline-blue-700"
      >
        {tour.manage_link_active ? TOUR_LINK_TEXTS.linkActive : TOUR_LINK_TEXTS.linkRevoked}
      </p>
      <div className="flex flex-wrap gap-2">
        {tour.manage_link_active && linkButton('revoke')}
        {upcoming && linkButton('reissue')}
      </div>
    </section>
  );
}
