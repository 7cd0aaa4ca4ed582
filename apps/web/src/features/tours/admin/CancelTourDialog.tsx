import { TOUR_LIMITS } from '@rentfront/shared/tours-core';
import type { AdminTour } from '@rentfront/shared/tours';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { Textarea } from '../../../ui/Input';
import { FormDialog } from '../../../ui/unsaved/FormDialog';
import { dateTimeWithZone } from './agenda';

/**
 * The confirm step of a cancellation: the visitor gets the cancellation e-mail (with the calendar
 * cancel) and, when written, this message in it.
 */
export function CancelTourDialog({
  tour,
  timeZone,
  busy,
  onCancel,
  onClose,
}: {
  tour: AdminTour;
  timeZone: string;
  busy: boolean;
  onCancel: (message: string) => void;
  onClose: () => void;
}) {
  const [message, setMessage] = useState('');
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      dirty={message.trim() !== '' && !busy}
      title="Cancel this tour?"
      description={`${tour.full_name}, ${dateTimeWithZone(tour.start, timeZone)}, ${tour.property_title}`}
      size="md"
      dismissible={!busy}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Keep the tour
          </Button>
          <Button variant="danger" loading={busy} onClick={() => onCancel(message.trim())}>
            Cancel tour
          </Button>
        </>
      }
    >
      <div className="space-y-3 text-sm text-slate-700">
        <p>
          {tour.full_name} gets an e-mail that the tour is cancelled, with a calendar update that removes it and a link to book another
          time.
        </p>
        <Field
          label="Message to the visitor (optional)"
          hint={`Sent in the cancellation e-mail. Up to ${TOUR_LIMITS.messageMax} characters.`}
        >
          <Textarea rows={4} maxLength={TOUR_LIMITS.messageMax} value={message} onChange={(e) => setMessage(e.target.value)} />
        </Field>
      </div>
    </FormDialog>
  );
}
