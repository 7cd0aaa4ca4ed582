import { TOUR_MESSAGES, type TourType } from '@rentfront/shared/tours-core';
import type { TourBooked } from '@rentfront/shared/tours';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { ApiError, failureMessage } from '../../api/errors';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Textarea } from '../../ui/Input';
import { PersonFields } from '../contacts/PersonFields.entry';
import { TourTimePicker } from './TourTimePicker';
import type { TourContactInput, TourContactValues } from './tourValidation';

const EMPTY: TourContactValues = { full_name: '', email: '', phone: '', note: '' };
const FIELDS = ['full_name', 'email', 'phone', 'note'] as const;

// The schema (zod) and the API client load when the visitor starts on the form (page budget).
const loadResolver = () => import('./tourValidation').then((m) => m.tourContactResolver);
const lazyResolver: Resolver<TourContactValues, unknown, TourContactInput> = async (values, context, options) =>
  (await loadResolver())(values, context, options);
const book = (values: Parameters<typeof import('../../api/tours').bookTour>[0]) =>
  import('../../api/tours').then((m) => m.bookTour(values));

export interface TourBookingFormProps {
  propertyId: string;
  type: TourType;
  onBooked: (booked: TourBooked) => void;
}

/** Pick a time, then who is coming: the shared schema checks the fields, the server the time. */
export function TourBookingForm({ propertyId, type, onBooked }: TourBookingFormProps) {
  const [start, setStart] = useState<string | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  // The home or this kind of tour is switched off: no details to ask for.
  const [off, setOff] = useState(false);
  const { register, handleSubmit, formState, setError } = useForm<TourContactValues, unknown, TourContactInput>({
    resolver: lazyResolver,
    defaultValues: EMPTY,
  });

  const onSubmit = async (values: TourContactInput) => {
    if (!start) {
      setStartError(TOUR_MESSAGES.startRequired);
      return;
    }
    try {
      const res = await book({ ...values, property_id: propertyId, type, start });
      onBooked(res.data);
    } catch (err) {
      const message = failureMessage(err, 'Could not book the tour. Please try again.');
      if (err instanceof ApiError && (err.status === 409 || err.errors?.start)) {
        // Someone else took the time (or it is no longer offered): say so and show fresh times.
        setStartError(err.errors?.start ?? message);
        setStart(null);
        setVersion((v) => v + 1);
        return;
      }
      if (err instanceof ApiError && err.errors) {
        for (const field of FIELDS) if (err.errors[field]) setError(field, { message: err.errors[field] });
      }
      setError('root', { message });
    }
  };

  const { errors, isSubmitting } = formState;
  return (
    <form
      onSubmit={handleSubmit(onSubmit, () => !start && setStartError(TOUR_MESSAGES.startRequired))}
      onFocus={() => void loadResolver()}
      noValidate
      className="grid gap-6"
    >
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-lg font-semibold text-slate-900">Choose a time</legend>
        {startError && (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
            {startError}
          </p>
        )}
        <TourTimePicker
          propertyId={propertyId}
          type={type}
          value={start}
          version={version}
          onOff={() => setOff(true)}
          onChange={(value) => {
            setStart(value);
            if (value) setStartError(null);
          }}
        />
      </fieldset>
      {!off && (
        <>
          <fieldset className="grid gap-4">
            <legend className="mb-2 text-lg font-semibold text-slate-900">Your details</legend>
            <PersonFields register={register} errors={errors} />
            <Field label="Note" error={errors.note?.message} hint="Optional: anything we should know before the tour.">
              <Textarea rows={3} maxLength={1000} {...register('note')} />
            </Field>
          </fieldset>
          {errors.root?.message && (
            <p role="alert" className="text-sm text-red-800">
              {errors.root.message}
            </p>
          )}
          <div>
            <Button type="submit" loading={isSubmitting}>
              Book Tour
            </Button>
          </div>
        </>
      )}
    </form>
  );
}
